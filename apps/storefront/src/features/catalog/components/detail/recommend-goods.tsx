import { useTranslation } from 'react-i18next';
import { useRecommend } from '../../api/catalog-queries.ts';
import { GoodsCard } from '../../../../components/goods-card.tsx';

/** Goods of the same category that shoppers may like, beside the tabs. */
export function RecommendGoods({ skuId }: { skuId: number }) {
  const { t } = useTranslation('catalog');
  const { data } = useRecommend(skuId);
  if (!data?.list.length) return null;
  return (
    <aside className="detail-recommend" aria-label={t('detail.recommend')}>
      <h2>{t('detail.recommend')}</h2>
      {data.list.map((g) => (
        <GoodsCard key={g.sku_id} goods={g} hideSales />
      ))}
    </aside>
  );
}
