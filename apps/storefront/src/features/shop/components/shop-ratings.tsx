import { useTranslation } from 'react-i18next';
import './shop-ratings.css';

export interface ShopCredits {
  shop_desccredit: string;
  shop_servicecredit: string;
  shop_deliverycredit: string;
}

const score = (credit: string) => {
  const n = Number.parseFloat(credit);
  return Number.isFinite(n) ? n.toFixed(2) : '—';
};

/** The three shop scores buyers give in reviews: description match, service attitude, delivery speed. */
export function ShopRatings({ shop, vertical = false }: { shop: ShopCredits; vertical?: boolean }) {
  const { t } = useTranslation('shop');
  const rows = [
    { label: t('rating.desc'), value: shop.shop_desccredit },
    { label: t('rating.service'), value: shop.shop_servicecredit },
    { label: t('rating.delivery'), value: shop.shop_deliverycredit },
  ];
  return (
    <dl className={vertical ? 'shop-ratings shop-ratings--vertical' : 'shop-ratings'}>
      {rows.map((r) => (
        <div key={r.label} className="shop-ratings__item">
          <dt>{r.label}</dt>
          <dd>{score(r.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
