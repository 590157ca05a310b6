import type { groupbuy } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '../../../components/money.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';

/** A group buy tile: picture, name, group price beside the struck-through price, minimum and sold count. */
export function GroupbuyCard({ item }: { item: groupbuy.GroupbuyGoods }) {
  const { t } = useTranslation('groupbuy');
  const name = item.sku_name || item.goods_name;
  return (
    <Link
      to={`/promotion/groupbuy-${item.groupbuy_id}`}
      className="gb-card"
      title={name}
      data-testid="groupbuy-card"
    >
      <div className="gb-card__img">
        <SafeImage src={item.goods_image} alt={name} kind="goods" size="mid" lazy />
      </div>
      <div className="gb-card__name">{name}</div>
      <div className="gb-card__prices">
        <Money value={item.groupbuy_price} className="gb-card__price" />
        <del>
          <Money value={item.goods_price} className="gb-card__was" />
        </del>
      </div>
      <div className="gb-card__foot">
        <span className="gb-card__min">{t('card.from', { n: item.buy_num })}</span>
        <span>{t('card.sold', { n: item.sell_num })}</span>
      </div>
      <span className="gb-card__go">{t('card.join')}</span>
    </Link>
  );
}
