import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterSale } from '../../api/catalog-queries.ts';
import type { GoodsSkuDetail } from '../../api/catalog-types.ts';
import { readJsonText } from '../../../../lib/json-text.ts';
import { Tabs } from '../../../../components/tabs.tsx';
import { EmptyNote, ShimmerLines } from '../../../../components/states/placeholders.tsx';

// Reviews (their list, filters, pictures) are their own chunk, loaded only when the shopper opens that tab.
const ReviewsTab = lazy(() => import('./reviews-tab.tsx').then((m) => ({ default: m.ReviewsTab })));

/** The server sanitises merchant HTML (allow-list, no scripts or handlers) before it is sent. */
function Html({ html, className }: { html: string; className: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

function Attributes({ sku }: { sku: GoodsSkuDetail }) {
  const { t } = useTranslation('catalog');
  const rows = [
    ...(sku.brand_name ? [{ attr_id: 0, attr_name: t('list.brand'), attr_value_name: sku.brand_name }] : []),
    ...readJsonText(sku.goods_attr_format, []),
  ];
  if (!rows.length) return <EmptyNote description={t('detail.noAttributes')} />;
  return (
    <table className="detail-attrs">
      <tbody>
        {rows.map((a, i) => (
          <tr key={`${a.attr_id}-${i}`}>
            <th>{a.attr_name}</th>
            <td>{a.attr_value_name}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function AfterSale() {
  const { data } = useAfterSale();
  if (!data) return null;
  return (
    <div className="detail-aftersale">
      <h2>{data.title}</h2>
      <Html html={data.content} className="detail-html" />
    </div>
  );
}

/** Description, specifications, reviews and after-sale policy of the goods. */
export function DetailTabs({ sku }: { sku: GoodsSkuDetail }) {
  const { t } = useTranslation('catalog');
  const items = [
    {
      key: 'description',
      label: t('detail.tabDescription'),
      children: sku.goods_content ? (
        <Html html={sku.goods_content} className="detail-html" />
      ) : (
        <EmptyNote description={t('detail.noDescription')} />
      ),
    },
    { key: 'attributes', label: t('detail.tabAttributes'), children: <Attributes sku={sku} /> },
    {
      key: 'reviews',
      label: t('detail.tabReviews', { n: sku.evaluate_count.total }),
      children: (
        <Suspense fallback={<ShimmerLines rows={4} />}>
          <ReviewsTab goodsId={sku.goods_id} counts={sku.evaluate_count} />
        </Suspense>
      ),
    },
    { key: 'aftersale', label: t('detail.tabAfterSale'), children: <AfterSale /> },
  ];
  return <Tabs className="detail-tabs" items={items} destroyOnHidden={false} />;
}
