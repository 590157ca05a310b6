import type { TFunction } from 'i18next';
import type { MoneyOptions } from '../../../lib/money.ts';

type FormatMoney = (value: string | number, opts?: MoneyOptions) => string;

/** "15% off" / "Скидка 15%" from the stored 折 ("8.50": the member pays 85 %); "8.5折" in Chinese. */
export function discountText(t: TFunction, discount: string): string {
  const zhe = Number(discount);
  return t('coupon:face.discount', { zhe: String(zhe), off: Math.round((10 - zhe) * 10) });
}

export interface ShortOffer {
  type: 'reward' | 'discount';
  money: string;
  discount?: string;
  at_least: string;
}

/**
 * The short form of an offer on the goods detail's coupon row: money off reads "$20 off" / "减¥20", a discount
 * reads as its own words ("15% off", "8.5折") without a second "off" or "减" around it.
 */
export function shortOfferText(t: TFunction, formatMoney: FormatMoney, o: ShortOffer): string {
  const threshold = o.at_least !== '0.00' && Number(o.at_least) > 0;
  const amount = formatMoney(o.at_least, { short: true });
  if (o.type === 'discount') {
    const value = discountText(t, o.discount ?? '10');
    return threshold ? t('coupon:goods.discountOver', { value, amount }) : value;
  }
  const value = formatMoney(o.money, { short: true });
  return threshold ? t('coupon:goods.shortOver', { value, amount }) : t('coupon:goods.short', { value });
}
