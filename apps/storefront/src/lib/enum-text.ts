import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * Every code the server sends that a shopper reads as a word, by kind (locales/<lang>/enums.json). The lists are
 * the known values; enum-text.test.ts renders each one in each language, so a code added here without its words
 * fails there.
 */
export const ENUM_CODES = {
  payType: ['BALANCE', 'sandbox', 'ONLINE_PAY', 'OFFLINE_PAY', 'alipay', 'wechatpay'],
  orderStatus: ['-1', '0', '1', '2', '3', '4', '4pickup', '10'],
  orderType: ['1', '2', '3', '4'],
  deliveryType: ['express', 'store', 'local'],
  refundStatus: ['-1', '0', '1', '2', '3', '4', '5', '6'],
  refundType: ['1', '2'],
  complainStatus: ['-1', '0', '1', '2'],
  couponType: ['reward', 'discount'],
  accountType: ['balance', 'balance_money', 'point', 'growth'],
  ledgerType: [
    'order',
    'refund',
    'withdraw',
    'adjust',
    'memberrecharge',
    'signin',
    'register',
    'manjian',
    'memberconsume',
  ],
  pointSource: [
    'signin',
    'register',
    'memberrecharge',
    'memberconsume',
    'manjian',
    'adjust',
    'order',
    'refund',
  ],
  withdrawStatus: ['-1', '0', '1', '2'],
  transferType: ['bank', 'alipay', 'wechatpay'],
  rechargeStatus: ['1', '2'],
} as const satisfies Record<string, readonly string[]>;

export type EnumKind = keyof typeof ENUM_CODES;

const KNOWN: Record<string, ReadonlySet<string>> = Object.fromEntries(
  Object.entries(ENUM_CODES).map(([kind, codes]) => [kind, new Set<string>(codes)]),
);

/**
 * The word for a code in the current language. An unknown or empty code reads "Other": a shopper never sees
 * `BALANCE` or `-1`, and a new code on the server shows a neutral word until it gets its own.
 */
export function enumText(t: TFunction, kind: EnumKind, code: string | number | null | undefined): string {
  const c = code === null || code === undefined ? '' : String(code);
  // Known codes only: a code such as "constructor" or "a.b" must not reach into other keys.
  return KNOWN[kind]!.has(c) ? t(`enums:${kind}.${c}`) : t('enums:other');
}

/** The order status word, which for a picked-up pickup order differs from a received parcel (facts §2.3). */
export function orderStatusCode(o: { order_status: number; order_type: number }): string {
  return o.order_status === 4 && o.order_type === 2 ? '4pickup' : String(o.order_status);
}

export type EnumWords = Record<EnumKind, (code: string | number | null | undefined) => string>;

/** `enumText` bound to the current language, one reader per kind: `enumWord.payType(o.pay_type)`. */
export function useEnumText(): EnumWords {
  const { t } = useTranslation('enums');
  const words = {} as EnumWords;
  for (const kind of Object.keys(ENUM_CODES) as EnumKind[]) words[kind] = (code) => enumText(t, kind, code);
  return words;
}
