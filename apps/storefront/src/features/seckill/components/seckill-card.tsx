import type { seckill } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '../../../components/money.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';

/** A sale in the zone: picture, name, seckill price over the struck price, discount, progress sold / all. */
export function SeckillCard({ goods, canBuy }: { goods: seckill.SeckillGoodsCard; canBuy: boolean }) {
  const { t } = useTranslation('seckill');
  const total = goods.sale_num + goods.goods_stock;
  const percent = total > 0 ? Math.floor((goods.sale_num * 100) / total) : 100;
  const soldOut = goods.goods_stock <= 0;
  const image = goods.goods_image.split(',')[0];
  return (
    <Link to={`/promotion/seckill-${goods.id}`} className="sk-card" data-testid="seckill-card">
      <div className="sk-card__img">
        <SafeImage src={image} alt={goods.goods_name} kind="goods" size="mid" />
        {soldOut ? <span className="sk-card__stamp">{t('soldOut')}</span> : null}
      </div>
      <div className="sk-card__name" title={goods.goods_name}>
        {goods.goods_name}
      </div>
      <div className="sk-card__prices">
        <Money value={goods.seckill_price} className="sk-card__price price" />
        <del>
          <Money value={goods.price} className="" />
        </del>
        <span className="sk-card__off">{t('off', { n: 100 - goods.discount_rate })}</span>
      </div>
      <div className="sk-card__foot">
        <div className="sk-card__progress">
          <span className="sk-card__bar" aria-hidden="true">
            <span className="sk-card__bar-fill" style={{ width: `${percent}%` }} />
          </span>
          <span>{t('soldPercent', { n: percent })}</span>
        </div>
        <span className={soldOut || !canBuy ? 'sk-card__btn is-off' : 'sk-card__btn'}>
          {soldOut ? t('soldOut') : canBuy ? t('buyNow') : t('notStarted')}
        </span>
      </div>
    </Link>
  );
}
