import type { order } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyNote } from '../../../components/states/placeholders.tsx';
import { Tag } from '../../../components/tag.tsx';
import { secondsOf } from '../../../lib/dates.ts';
import { readJsonText } from '../../../lib/json-text.ts';
import { useOrderPackages, type OrderDetail } from '../api/order-api.ts';
import { CodeCard, Facts } from './order-detail-parts.tsx';

const when = (v: number | string) => (typeof v === 'number' ? secondsOf(v) : v);
const EMPTY_STORE: order.DeliveryStoreInfo = {
  open_date: '',
  full_address: '',
  longitude: '',
  latitude: '',
  telphone: '',
};

/** Express: each package with its carrier, number and latest trace, or a note that nothing has shipped yet. */
function ExpressBlock({ o }: { o: OrderDetail }) {
  const { t } = useTranslation('order');
  const shipped = o.delivery_time > 0;
  const packages = useOrderPackages(shipped ? o.order_id : undefined);
  if (!shipped) return <p className="ord-muted">{t('block.waitShip')}</p>;
  const list = packages.data ?? [];
  if (packages.isSuccess && list.length === 0) return <EmptyNote description={t('logistics.none')} />;
  return (
    <>
      {list.map((p, i) => {
        const latest = p.trace.list[0];
        return (
          <Facts
            key={i}
            rows={[
              [t('logistics.package', { n: i + 1 }), p.package_name],
              [
                t('logistics.company'),
                p.delivery_type === 1 ? p.express_company_name : t('logistics.noLogistics'),
              ],
              [t('logistics.number'), p.delivery_no],
              [t('block.latest'), latest ? `${when(latest.datetime)} ${latest.remark}` : ''],
            ]}
          />
        );
      })}
      <Link to={`/member/logistics?order_id=${o.order_id}`}>{t('block.trackingLink')}</Link>
    </>
  );
}

/** Pickup: the store, its address, phone and hours, and (once paid) the pickup code. */
function PickupBlock({ o }: { o: OrderDetail }) {
  const { t } = useTranslation('order');
  const store = o.delivery_store_info ? readJsonText(o.delivery_store_info, EMPTY_STORE) : EMPTY_STORE;
  return (
    <>
      <Facts
        rows={[
          [t('store'), o.delivery_store_name],
          [t('block.storeAddress'), store.full_address],
          [t('block.storePhone'), store.telphone],
          [t('block.openDate'), store.open_date],
        ]}
      />
      {o.delivery_code ? (
        <CodeCard title={t('pickupCode')} code={o.delivery_code} />
      ) : (
        <p className="ord-muted">{t('block.codeAfterPay')}</p>
      )}
    </>
  );
}

/** Local delivery: the shop's own courier brings it at the wished time. */
function LocalBlock({ o }: { o: OrderDetail }) {
  const { t } = useTranslation('order');
  return (
    <>
      <Facts
        rows={[
          [t('askTime'), o.buyer_ask_delivery_time],
          [t('address'), `${o.full_address} ${o.address}`],
        ]}
      />
      <p className="ord-muted">{t('block.localBy')}</p>
    </>
  );
}

/** Virtual goods: nothing ships; the write-off code is shown once paid, with whether the shop has used it. */
function VirtualBlock({ o }: { o: OrderDetail }) {
  const { t } = useTranslation('order');
  if (!o.virtual_code) return <p className="ord-muted">{t('block.codeAfterPay')}</p>;
  return (
    <>
      <CodeCard title={t('virtualCode')} code={o.virtual_code} />
      <p>
        {o.virtual_verified ? (
          <Tag colour="green">
            {t('block.verified')} {o.virtual_verify_time > 0 ? secondsOf(o.virtual_verify_time) : ''}
          </Tag>
        ) : (
          <Tag>{t('block.notVerified')}</Tag>
        )}
      </p>
    </>
  );
}

const BLOCKS = {
  1: ['express', ExpressBlock],
  2: ['pickup', PickupBlock],
  3: ['local', LocalBlock],
  4: ['virtual', VirtualBlock],
} as const;

/** The part of the detail that depends on how the order is delivered (express, pickup, local, virtual). */
export function DeliveryBlock({ o }: { o: OrderDetail }) {
  const { t } = useTranslation('order');
  const entry = BLOCKS[o.order_type as keyof typeof BLOCKS];
  if (!entry) return null;
  const [kind, Block] = entry;
  return (
    <section className="ord-delivery-block" data-testid="order-delivery-block" data-kind={kind}>
      <h2>{t(`block.${kind}`)}</h2>
      <Block o={o} />
    </section>
  );
}
