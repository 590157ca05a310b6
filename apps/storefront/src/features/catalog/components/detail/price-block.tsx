import { moneyToCents } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../../components/countdown.tsx';
import { Money } from '../../../../components/money.tsx';
import type { GoodsSkuDetail } from '../../api/catalog-types.ts';

const cents = (v: string) => (v ? (moneyToCents(v) ?? 0) : 0);

/** True while a limited-time discount runs: the discount price is below the price and its end is ahead. */
export function discountRunning(sku: GoodsSkuDetail, nowSeconds = Date.now() / 1000): boolean {
  return (
    sku.promotion_type === 1 && cents(sku.discount_price) < cents(sku.price) && sku.end_time > nowSeconds
  );
}

/** The price types of a goods: the price paid now, list price, member price, and a running discount's countdown. */
export function PriceBlock({ sku }: { sku: GoodsSkuDetail }) {
  const { t } = useTranslation('catalog');
  const discount = discountRunning(sku);
  const paid = discount ? sku.discount_price : sku.price;
  const showMarket = cents(sku.market_price) > cents(paid);
  return (
    <div className={discount ? 'detail-price with-discount' : 'detail-price'} data-testid="price-block">
      {discount ? (
        <div className="detail-price__banner">
          <span className="detail-price__banner-title">{t('detail.discountPrice')}</span>
          <span className="detail-price__countdown">
            {t('detail.endsIn')}
            <Countdown className="detail-price__timer" until={sku.end_time * 1000} />
          </span>
        </div>
      ) : null}
      <dl className="detail-price__rows">
        <dt>{discount ? t('detail.discountPrice') : t('detail.price')}</dt>
        <dd>
          <Money value={paid} className="detail-price__now price" />
          {discount ? (
            <del className="detail-price__old">
              <Money value={sku.price} className="" />
            </del>
          ) : null}
        </dd>
        {showMarket ? (
          <>
            <dt>{t('detail.marketPrice')}</dt>
            <dd>
              <del className="detail-price__old">
                <Money value={sku.market_price} className="" />
              </del>
            </dd>
          </>
        ) : null}
        {sku.member_price ? (
          <>
            <dt>{t('detail.memberPrice')}</dt>
            <dd>
              <Money value={sku.member_price} className="detail-price__member" />
            </dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
