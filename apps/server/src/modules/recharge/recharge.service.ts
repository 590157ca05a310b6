import { centsToMoney, toPaged, type Lang, type Paged, type recharge } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { pickI18n } from '../../platform/i18n/translate.ts';
import { insertPay, newOutTradeNo } from '../payment/index.ts';
import * as repo from './recharge.repository.ts';

/** The pay row's event for a top-up (facts §8): the pay flow pays the top-up order instead of goods orders. */
export const RECHARGE_PAY_EVENT = 'MemberRechargeOrderPayNotify';

/** A package as the storefront shows it: its name in the request's language (the base text when untranslated). */
export const packageView = (p: repo.PackageRow, lang?: Lang): recharge.RechargePackage => ({
  recharge_id: p.rechargeId,
  recharge_name: lang ? pickI18n(p.i18n, lang, 'recharge_name', p.rechargeName) : p.rechargeName,
  cover_img: p.coverImg,
  face_value: centsToMoney(p.faceValue),
  buy_price: centsToMoney(p.buyPrice),
  point: p.point,
  growth: p.growth,
  coupon_id: p.couponId,
  sale_num: p.saleNum,
  status: p.status,
});

const orderView = (o: repo.RechargeOrderRow, lang: Lang, names?: unknown): recharge.RechargeOrder => ({
  order_id: o.orderId,
  order_no: o.orderNo,
  out_trade_no: o.outTradeNo,
  recharge_id: o.rechargeId,
  // The package's name in the reader's language while the package has one, else the name the order copied.
  recharge_name: pickI18n(names, lang, 'recharge_name', o.rechargeName),
  cover_img: o.coverImg,
  face_value: centsToMoney(o.faceValue),
  buy_price: centsToMoney(o.buyPrice),
  price: centsToMoney(o.price),
  point: o.point,
  growth: o.growth,
  status: o.status,
  pay_type: o.payType,
  create_time: o.createTime,
  pay_time: o.payTime,
});

/** /memberrecharge/api/memberrecharge/page: the packages on sale. */
export async function packagePage(db: Db, q: { page: number; page_size: number }, lang: Lang) {
  const { count, list } = await repo.selectPackages(db, true, q.page_size, (q.page - 1) * q.page_size);
  return toPaged(
    list.map((p) => packageView(p, lang)),
    count,
    q.page_size,
  );
}

export async function packageInfo(db: Db, rechargeId: number, lang: Lang): Promise<recharge.RechargePackage> {
  const p = await repo.selectPackage(db, rechargeId, true);
  if (!p) throw new AppError('NOT_FOUND', 'RECHARGE_NOT_FOUND');
  return packageView(p, lang);
}

/**
 * /memberrecharge/api/ordercreate/create: a top-up order copying the package, and its pay row (event
 * MemberRechargeOrderPayNotify) in one transaction; answers the payment number the /pay page takes.
 */
export async function createRechargeOrder(
  db: Db,
  memberId: number,
  rechargeId: number,
  now: number,
): Promise<string> {
  const p = await repo.selectPackage(db, rechargeId, true);
  if (!p) throw new AppError('NOT_FOUND', 'RECHARGE_NOT_FOUND');
  const member = { memberId, nickname: await repo.selectNickname(db, memberId) };
  return db.transaction(async (tx) => {
    const orderId = await repo.nextOrderId(tx);
    const outTradeNo = `R${newOutTradeNo(now, orderId)}`;
    await repo.insertOrder(tx, {
      orderId,
      rechargeId: p.rechargeId,
      orderNo: `R${now}${orderId}`,
      outTradeNo,
      memberId: member.memberId,
      nickname: member.nickname.slice(0, 60),
      rechargeName: p.rechargeName,
      coverImg: p.coverImg,
      faceValue: p.faceValue,
      buyPrice: p.buyPrice,
      point: p.point,
      growth: p.growth,
      couponId: p.couponId,
      createTime: now,
    });
    const body = p.rechargeName;
    await insertPay(
      tx,
      {
        memberId: member.memberId,
        siteId: 0,
        outTradeNo,
        payMoney: p.buyPrice,
        body,
        event: RECHARGE_PAY_EVENT,
      },
      now,
    );
    return outTradeNo;
  });
}

/** /memberrecharge/api/order/page: my top-up orders, newest first. */
export async function orderPage(
  db: Db,
  memberId: number,
  q: { page: number; page_size: number },
  lang: Lang,
): Promise<Paged<recharge.RechargeOrder>> {
  const { count, list } = await repo.selectMemberOrders(
    db,
    memberId,
    q.page_size,
    (q.page - 1) * q.page_size,
  );
  return toPaged(
    list.map((r) => orderView(r.order, lang, r.names)),
    count,
    q.page_size,
  );
}
