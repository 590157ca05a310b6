import { moneyToCents, type catalog } from '@mall/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../lib/money.ts';
import { MoneyText } from './money.tsx';
import { SafeImage } from './safe-image.tsx';
import './goods-card.css';
import { RouteLink } from './route-link.tsx';

/** The fields a goods card reads; any SKU row of the catalog (floors, lists, recommendations) has them. */
export type GoodsCardData = Pick<
  catalog.SkuCard,
  | 'sku_id'
  | 'sku_name'
  | 'goods_name'
  | 'sku_image'
  | 'price'
  | 'market_price'
  | 'discount_price'
  | 'sale_num'
>;

export interface GoodsCardProps {
  goods: GoodsCardData;
  className?: string;
  style?: CSSProperties;
  /** Load the picture at once (cards in the first screen); otherwise it loads when scrolled near. */
  eager?: boolean;
  /** Hide the sales count (e.g. in narrow recommendation strips). */
  hideSales?: boolean;
}

const cents = (value: string | undefined) => (value ? (moneyToCents(value) ?? 0) : 0);

/**
 * A goods tile: picture, name on two lines, selling price with a smaller money symbol, the market price
 * struck through when higher, and the sales count. Links to the goods detail page.
 */
export function GoodsCard({ goods, className, style, eager, hideSales }: GoodsCardProps) {
  const { t } = useTranslation('home');
  const formatMoney = useMoneyFormat();
  const name = goods.sku_name || goods.goods_name;
  const sellPrice = goods.discount_price || goods.price;
  const showMarket = cents(goods.market_price) > cents(sellPrice);

  return (
    <RouteLink
      to={`/sku-${goods.sku_id}`}
      className={className ? `goods-card ${className}` : 'goods-card'}
      style={style}
      title={name}
      data-testid="goods-card"
    >
      <div className="goods-card__img">
        <SafeImage src={goods.sku_image} alt={name} kind="goods" size="mid" lazy={!eager} />
      </div>
      <div className="goods-card__name">{name}</div>
      <div className="goods-card__price-row">
        <span className="goods-card__price">
          <MoneyText value={sellPrice} />
        </span>
        {showMarket ? (
          <del className="goods-card__market">{formatMoney(goods.market_price ?? '0')}</del>
        ) : null}
      </div>
      {hideSales ? null : (
        <div className="goods-card__sales">{t('goodsCard.sold', { n: goods.sale_num ?? 0 })}</div>
      )}
    </RouteLink>
  );
}
