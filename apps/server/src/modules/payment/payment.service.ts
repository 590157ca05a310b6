import { centsToMoney, type Lang, type payment } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/translate.ts';
import type { MessageKey } from '../../platform/i18n/messages.ts';
import * as repo from './pay.repository.ts';
import type { PaymentProvider } from './payment-provider.ts';

const PAY_TYPE_KEYS: Record<string, MessageKey> = {
  sandbox: 'PAY_TYPE_SANDBOX',
  BALANCE: 'PAY_TYPE_BALANCE',
  ONLINE_PAY: 'PAY_TYPE_ONLINE_PAY',
  OFFLINE_PAY: 'PAY_TYPE_OFFLINE_PAY',
};
export const payTypeName = (lang: Lang, payType: string) =>
  PAY_TYPE_KEYS[payType] ? translate(lang, PAY_TYPE_KEYS[payType]) : '';

/** The member's own pay row; another member's payment number reads as unknown (spec: 'no pay info obtained'). */
async function ownPay(db: Db, memberId: number, outTradeNo: string): Promise<repo.PayRow> {
  const row = await repo.selectOwnPay(db, memberId, outTradeNo);
  if (!row) throw new AppError('NOT_FOUND', 'PAY_NOT_FOUND');
  return row;
}

export async function payInfo(
  db: Db,
  memberId: number,
  outTradeNo: string,
  lang: Lang,
): Promise<payment.PayInfo> {
  const p = await ownPay(db, memberId, outTradeNo);
  const balance = await repo.sumOrderBalance(db, memberId, outTradeNo);
  return {
    id: p.id,
    out_trade_no: p.outTradeNo,
    pay_type: p.payType,
    pay_type_name: payTypeName(lang, p.payType),
    pay_body: p.payBody,
    pay_detail: p.payDetail,
    pay_money: centsToMoney(p.payMoney),
    balance_money: centsToMoney(balance),
    total_money: centsToMoney(p.payMoney + balance),
    pay_status: p.payStatus,
    create_time: p.createTime,
    pay_time: p.payTime,
  };
}

export async function payStatus(db: Db, memberId: number, outTradeNo: string): Promise<payment.PayStatus> {
  return { pay_status: (await ownPay(db, memberId, outTradeNo)).payStatus };
}

export function payTypes(providers: PaymentProvider[], lang: Lang): payment.PayTypeList {
  return {
    pay_type: providers.map((p) => p.payType).join(','),
    list: providers.map((p) => ({ pay_type: p.payType, pay_type_name: payTypeName(lang, p.payType) })),
  };
}

/** Opens the payment at the chosen provider; only a waiting payment with money to collect can be paid. */
export async function startPay(
  db: Db,
  provider: PaymentProvider,
  memberId: number,
  outTradeNo: string,
  origin: string,
): Promise<payment.PayStart> {
  const p = await ownPay(db, memberId, outTradeNo);
  if (p.payStatus === 2) throw new AppError('FAIL', 'PAY_ALREADY_PAID');
  if (p.payStatus === -1) throw new AppError('FAIL', 'PAY_CANCELLED');
  if (p.payMoney <= 0) throw new AppError('FAIL', 'PAY_NOTHING_TO_PAY');
  const shops = await repo.selectShopNames(db, memberId, outTradeNo);
  return provider.start({
    outTradeNo,
    amountCents: p.payMoney,
    subject: p.payBody || p.payDetail,
    merchantName: shops.map((s) => s.siteName).join(', '),
    returnUrl: `${origin}/web/result?code=${encodeURIComponent(outTradeNo)}`,
    origin,
  });
}
