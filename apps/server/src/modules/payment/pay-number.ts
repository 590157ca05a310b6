import crypto from 'node:crypto';

/** out_trade_no = unix seconds + 4 random digits + the first order id (facts §8 shape, unique by the id). */
export const newOutTradeNo = (now: number, firstOrderId: number) =>
  `${now}${String(crypto.randomInt(0, 10_000)).padStart(4, '0')}${firstOrderId}`;
