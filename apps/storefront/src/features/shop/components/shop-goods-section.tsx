import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GoodsCard } from '../../../components/goods-card.tsx';
import { EmptyNote, ShimmerLines } from '../../../components/states/placeholders.tsx';
import { useShopGoods } from '../api/shop-queries.ts';
import './shop-goods-section.css';

const SECTION_SIZE = 8;

interface ShopGoodsSectionProps {
  siteId: number;
  title: string;
  order: '' | 'sale_num';
  moreTo: string;
}

/** One band of the shop home: a titled grid of the shop's goods and a link to all of them. */
export function ShopGoodsSection({ siteId, title, order, moreTo }: ShopGoodsSectionProps) {
  const { t } = useTranslation('shop');
  const { data, isLoading } = useShopGoods(siteId, order, SECTION_SIZE);
  return (
    <section className="shop-goods-section" aria-label={title}>
      <header className="shop-goods-section__head">
        <h2>{title}</h2>
        <Link to={moreTo}>
          {t('home.more')} <RightOutlined />
        </Link>
      </header>
      {isLoading ? <ShimmerLines rows={5} /> : null}
      {data && !data.list.length ? <EmptyNote description={t('home.noGoods')} /> : null}
      <div className="shop-goods-section__grid">
        {data?.list.map((g) => (
          <GoodsCard key={g.sku_id} goods={g} />
        ))}
      </div>
    </section>
  );
}
