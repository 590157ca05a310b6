import type { coupon } from '@mall/contracts';
import { dateTimeOf } from '../../../lib/dates.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CouponFace } from './coupon-face.tsx';
import './coupon-ticket.css';
import './held-coupon.css';

type Held = coupon.MemberCoupon | coupon.MemberPlatformCoupon;
const isShopCoupon = (c: Held): c is coupon.MemberCoupon => 'coupon_id' in c;

/** A coupon the member holds: value, source, validity, and either a way to use it or its used/expired stamp. */
export function HeldCoupon({ item }: { item: Held }) {
  const { t } = useTranslation('coupon');
  const shop = isShopCoupon(item);
  const name = shop ? item.coupon_name : item.platformcoupon_name;
  const code = shop ? item.coupon_code : item.platformcoupon_code;
  const terms = shop ? item : { ...item, type: 'reward' as const };
  const scope = shop ? t(`scope.goods${item.goods_type}`) : t(`scope.shops${item.use_scenario}`);
  const stamp = item.state === 2 ? t('state.used') : item.state === 3 ? t('state.expired') : '';
  return (
    <article className={`coupon-ticket held-coupon${stamp ? ' held-coupon--done' : ''}`} aria-label={name}>
      <CouponFace terms={terms} muted={item.state !== 1} />
      <div className="coupon-ticket__body">
        <div className="coupon-ticket__source">
          <span className={`coupon-badge${shop ? '' : ' coupon-badge--platform'}`}>
            {shop ? t('source.shop') : t('source.platform')}
          </span>
          <span>{shop ? item.site_name : t('source.allMall')}</span>
        </div>
        <h3 className="coupon-ticket__name" title={name}>
          {name}
        </h3>
        <div className="coupon-ticket__meta">{scope}</div>
        <div className="coupon-ticket__meta">{t('validity.until', { date: dateTimeOf(item.end_time) })}</div>
        <div className="coupon-ticket__foot">
          <span className="held-coupon__code">{t('held.code', { code })}</span>
          {item.state === 1 && (
            <Link className="held-coupon__use" to={shop ? `/shop-${item.site_id}` : '/list'}>
              {t('held.useNow')}
            </Link>
          )}
        </div>
      </div>
      {stamp && <span className="held-coupon__stamp">{stamp}</span>}
    </article>
  );
}
