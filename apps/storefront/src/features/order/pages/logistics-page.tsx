import { Timeline } from '../../../components/timeline.tsx';
import { secondsOf } from '../../../lib/dates.ts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SafeImage } from '../../../components/safe-image.tsx';
import { useOrderPackages, type OrderPackage } from '../api/order-api.ts';
import { Facts } from '../components/order-detail-parts.tsx';
// Not from the order detail page's module: importing a page pulled its whole chunk (dialogs, QR code) in here.
import { idFromParam } from '../../../lib/id-param.ts';
import './order-pages.css';
import { Tabs } from '../../../components/tabs.tsx';
import { EmptyNote, ShimmerLines } from '../../../components/states/placeholders.tsx';

const when = (v: number | string) => (typeof v === 'number' ? secondsOf(v) : v);

function PackageView({ p }: { p: OrderPackage }) {
  const { t } = useTranslation('order');
  return (
    <div className="ord-package" data-testid="order-package">
      <Facts
        rows={[
          [
            t('logistics.company'),
            p.delivery_type === 1 ? p.express_company_name : t('logistics.noLogistics'),
          ],
          [t('logistics.number'), p.delivery_no],
        ]}
      />
      <ul className="ord-package-goods">
        {p.goods_list.map((g, i) => (
          <li key={i}>
            <SafeImage src={g.sku_image} kind="goods" size="small" alt="" width={56} height={56} />
            <span>{g.sku_name}</span>
            <span className="ord-muted">×{g.num}</span>
          </li>
        ))}
      </ul>
      <Timeline items={p.trace.list.map((e) => ({ children: `${when(e.datetime)} ${e.remark}` }))} />
    </div>
  );
}

/** /member/logistics?order_id=…: the order's packages, each with its company, number, goods and trace. */
export function Page() {
  const { t } = useTranslation('order');
  const orderId = idFromParam(useSearchParams()[0].get('order_id'));
  const packages = useOrderPackages(orderId);
  const list = packages.data ?? [];
  return (
    <div className="page-card ord-page">
      <div className="ord-detail-title">
        <h1>{t('logistics.title')}</h1>
        <Link to="/member/order_list">{t('backToList')}</Link>
      </div>
      {packages.isLoading ? (
        <ShimmerLines rows={3} />
      ) : list.length === 0 ? (
        <EmptyNote description={t('logistics.none')} />
      ) : (
        <Tabs
          items={list.map((p, i) => ({
            key: String(i),
            label: p.package_name || t('logistics.package', { n: i + 1 }),
            children: <PackageView p={p} />,
          }))}
        />
      )}
    </div>
  );
}
