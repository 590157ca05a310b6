import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Amount } from '../../../components/amount.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { orderStatusCode, useEnumText } from '../../../lib/enum-text.ts';
import { LineRefund } from '../../refund/index.ts';
import { useOrderDetail, type OrderDetail } from '../api/order-api.ts';
import { OrderActions } from '../components/order-actions.tsx';
import { DeliveryBlock } from '../components/order-delivery-block.tsx';
import { ConsigneeFacts, InvoiceFacts, MoneyFacts, OrderFacts } from '../components/order-detail-parts.tsx';
import './order-pages.css';
import { ChatButton } from '../../chat/index.ts';
import { ResultState } from '../../../components/states/result-state.tsx';
import { Steps } from '../../../components/steps.tsx';
import { ShimmerLines } from '../../../components/states/placeholders.tsx';

export const orderIdFrom = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};

/** Progress: placed → paid → shipped (or ready for pickup) → received → completed. */
function progressOf(o: OrderDetail): number {
  if (o.order_status === 10) return 4;
  if (o.order_status === 4) return 3;
  if (o.order_status === 3 || o.order_status === 2) return 2;
  return o.order_status === 1 ? 1 : 0;
}

function GoodsTable({ o }: { o: OrderDetail }) {
  return (
    <ul className="ord-goods ord-goods--detail">
      {o.order_goods.map((g) => (
        <li key={g.order_goods_id}>
          <SafeImage src={g.sku_image} kind="goods" size="small" alt="" width={64} height={64} />
          <Link to={`/sku-${g.sku_id}`} className="ord-goods-name" title={g.sku_name}>
            {g.sku_name}
          </Link>
          <span className="ord-goods-price">
            <Amount value={g.price} /> ×{g.num}
          </span>
          <Amount value={g.goods_money} />
          <LineRefund line={g} orderStatus={o.order_status} />
        </li>
      ))}
    </ul>
  );
}

function DetailBody({ o }: { o: OrderDetail }) {
  const { t } = useTranslation('order');
  const enumWord = useEnumText();
  const closed = o.order_status === -1;
  return (
    <>
      <div className="ord-detail-status">
        <div>
          <div className="ord-muted">{t('status')}</div>
          <div className="ord-status-big">{enumWord.orderStatus(orderStatusCode(o))}</div>
          <OrderActions order={o} />
          <ChatButton
            size="small"
            siteId={o.site_id}
            draft={{
              kind: 'order',
              id: o.order_id,
              name: o.order_no,
              image: o.order_goods[0]?.sku_image ?? '',
              price: o.order_money,
            }}
          />
        </div>
        {!closed && (
          <Steps
            size="small"
            current={progressOf(o)}
            items={['placed', 'paid', o.order_type === 2 ? 'ready' : 'shipped', 'received', 'completed'].map(
              (k) => ({
                title: t(`step.${k}`),
              }),
            )}
          />
        )}
      </div>
      <DeliveryBlock o={o} />
      <section className="ord-detail-grid">
        <div>
          <h2>{t('section.order')}</h2>
          <OrderFacts o={o} />
        </div>
        <div>
          <h2>{t(o.order_type === 2 ? 'section.pickup' : 'section.consignee')}</h2>
          <ConsigneeFacts o={o} />
          <InvoiceFacts o={o} />
        </div>
      </section>
      <h2>{o.site_name}</h2>
      <GoodsTable o={o} />
      <div className="ord-detail-money">
        <MoneyFacts o={o} />
      </div>
    </>
  );
}

/** /member/order_detail and its variants (local delivery, pickup with code and QR, virtual with write-off code). */
export function Page() {
  const { t } = useTranslation('order');
  const orderId = orderIdFrom(useSearchParams()[0].get('order_id'));
  const detail = useOrderDetail(orderId);
  return (
    <div className="page-card ord-page ord-detail">
      <div className="ord-detail-title">
        <h1>{t('detailTitle')}</h1>
        <Link to="/member/order_list">{t('backToList')}</Link>
      </div>
      {orderId === undefined || detail.isError ? (
        <ResultState status="warning" title={t('notFound')} />
      ) : detail.data ? (
        <DetailBody o={detail.data} />
      ) : (
        <ShimmerLines rows={10} />
      )}
    </div>
  );
}
