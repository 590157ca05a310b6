import type { coupon } from '@mall/contracts';
import { Button } from '../../../components/button.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { getToken } from '../../../lib/session.ts';
import { useCollectCoupon, type CouponSource } from '../api/coupon-queries.ts';
import { CouponFace } from './coupon-face.tsx';
import { useValidityText } from './validity.ts';
import './coupon-ticket.css';

type Offer = coupon.CouponType | coupon.PlatformCouponType;

const isShopOffer = (o: Offer): o is coupon.CouponType => 'coupon_type_id' in o;

/** The collect button's words: what the member may do with this offer now. */
function useButtonText(offer: Offer): string {
  const { t } = useTranslation('coupon');
  if (offer.fetch_state === 2) return t('ticket.allTaken');
  if (offer.fetch_state === 1) return t('ticket.limitReached');
  return offer.member_lead_count > 0 ? t('ticket.collectAgain') : t('ticket.collect');
}

/** Visitors collect after logging in; the login page brings them back here. */
function useCollect(source: CouponSource) {
  const collect = useCollectCoupon(source);
  const navigate = useNavigate();
  const location = useLocation();
  return {
    pending: collect.isPending,
    run: (typeId: number) => {
      if (!getToken()) {
        navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
        return;
      }
      collect.mutate(typeId);
    },
  };
}

/** One coupon offer to collect: value, terms, validity, how many are taken and the collect button. */
export function CouponTicket({ offer }: { offer: Offer }) {
  const { t } = useTranslation('coupon');
  const shop = isShopOffer(offer);
  const source: CouponSource = shop ? 1 : 2;
  const { run, pending } = useCollect(source);
  const validity = useValidityText(offer);
  const buttonText = useButtonText(offer);
  const id = shop ? offer.coupon_type_id : offer.platformcoupon_type_id;
  const name = shop ? offer.coupon_name : offer.platformcoupon_name;
  const taken = offer.count > 0 ? Math.min(100, Math.floor((offer.lead_count / offer.count) * 100)) : 0;
  const terms = shop ? offer : { ...offer, type: 'reward' as const };
  const scope = shop ? t(`scope.goods${offer.goods_type}`) : t(`scope.shops${offer.use_scenario}`);
  return (
    <article
      className={`coupon-ticket${offer.fetch_state === 2 ? ' coupon-ticket--gone' : ''}`}
      aria-label={name}
    >
      <CouponFace terms={terms} muted={offer.fetch_state === 2} />
      <div className="coupon-ticket__body">
        <div className="coupon-ticket__source">
          <span className={`coupon-badge${shop ? '' : ' coupon-badge--platform'}`}>
            {shop ? t('source.shop') : t('source.platform')}
          </span>
          {shop ? (
            <Link to={`/shop-${offer.site_id}`}>{offer.site_name}</Link>
          ) : (
            <span>{t('source.allMall')}</span>
          )}
        </div>
        <h3 className="coupon-ticket__name" title={name}>
          {name}
        </h3>
        <div className="coupon-ticket__meta">
          {scope} · {validity}
        </div>
        <div className="coupon-ticket__foot">
          {offer.count > 0 && (
            // A bar of our own (antd's Progress was 5.7 KiB on the goods page); the text beside it says the figure.
            <span className="coupon-ticket__progress" aria-hidden="true">
              <span className="coupon-ticket__progress-track" style={{ width: `${Math.min(100, taken)}%` }} />
            </span>
          )}
          <span className="coupon-ticket__taken">{t('ticket.taken', { percent: taken })}</span>
          <Button
            kind="primary"
            size="small"
            className="coupon-ticket__take"
            loading={pending}
            disabled={offer.fetch_state !== 0}
            onClick={() => run(id)}
          >
            {buttonText}
          </Button>
        </div>
      </div>
    </article>
  );
}
