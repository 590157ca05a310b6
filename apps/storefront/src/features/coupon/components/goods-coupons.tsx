import type { coupon } from '@mall/contracts';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../../lib/money.ts';
import { Disclosure } from '../../../components/disclosure.tsx';
import { useGoodsCouponTypes } from '../api/coupon-queries.ts';
import { shortOfferText } from './coupon-labels.ts';
import { CouponTicket } from './coupon-ticket.tsx';
import './goods-coupons.css';

const SHOWN_TAGS = 3;

/** "$10 off $99+" / "15% off": the short form of an offer on the goods detail's coupon row. */
function useShortText() {
  const { t } = useTranslation('coupon');
  const formatMoney = useMoneyFormat();
  return (o: coupon.CouponType) => shortOfferText(t, formatMoney, o);
}

/**
 * The coupon row of a goods detail page: the shop's offers for this goods as tags, and a panel to collect them.
 * Renders nothing when the shop offers none or the coupon plugin is off. Mount: <GoodsCoupons siteId goodsId />.
 */
export function GoodsCoupons({ siteId, goodsId }: { siteId: number; goodsId: number }) {
  const { t } = useTranslation('coupon');
  const { data } = useGoodsCouponTypes(siteId, goodsId);
  const short = useShortText();
  if (!data || data.length === 0) return null;
  const panel = (
    <div className="goods-coupons__panel">
      {data.map((o) => (
        <CouponTicket key={o.coupon_type_id} offer={o} />
      ))}
    </div>
  );
  return (
    <div className="goods-coupons">
      <span className="goods-coupons__label">{t('goods.label')}</span>
      {/* Named by what it shows (the offers and "Collect"), so speech input can say what it sees. */}
      <Disclosure
        title={t('goods.panelTitle')}
        triggerClassName="goods-coupons__tags"
        trigger={
          <>
            {data.slice(0, SHOWN_TAGS).map((o) => (
              <span key={o.coupon_type_id} className="goods-coupons__tag">
                {short(o)}
              </span>
            ))}
            <span className="goods-coupons__more">
              {t('goods.collect')} <DownOutlined />
            </span>
          </>
        }
      >
        {panel}
      </Disclosure>
    </div>
  );
}
