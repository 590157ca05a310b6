/*
 * How a refund's money goes back (facts §3.1 transfer): the balance part = refund × balance_money / order_money
 * back to the member's balance, the rest through the payment provider. The parts already paid back for the same
 * order are taken into account, so the refunds of an order never add up to more than it took, and the last one
 * takes exactly what is left of each part (no cent lost to rounding).
 */

export interface OrderMoney {
  orderMoney: number;
  /** Balance spent on the order; balanceCashMoney of it came from the withdrawable balance_money. */
  balanceMoney: number;
  balanceCashMoney: number;
  payMoney: number;
}

export interface RefundParts {
  real: number;
  balance: number;
  /** The balance part that goes back to balance_money (cash); the rest to the stored balance. */
  cash: number;
  stored: number;
  pay: number;
}

const cashShare = (o: OrderMoney, balance: number) =>
  o.balanceMoney === 0 ? 0 : Math.floor((balance * o.balanceCashMoney) / o.balanceMoney);

/** Splits `asked` cents (capped at what is left of the order) given the refunds already paid back. */
export function splitRefund(
  o: OrderMoney,
  done: { real: number; balance: number; pay: number }[],
  asked: number,
): RefundParts {
  const sum = (k: 'real' | 'balance' | 'pay') => done.reduce((s, d) => s + d[k], 0);
  const real = Math.max(0, Math.min(asked, o.orderMoney - sum('real')));
  const balanceLeft = Math.max(0, o.balanceMoney - sum('balance'));
  const payLeft = Math.max(0, o.payMoney - sum('pay'));
  const last = sum('real') + real >= o.orderMoney;
  let balance = last
    ? balanceLeft
    : Math.min(balanceLeft, o.orderMoney === 0 ? 0 : Math.floor((real * o.balanceMoney) / o.orderMoney));
  balance = Math.min(balance, real);
  let pay = real - balance;
  if (pay > payLeft) {
    pay = payLeft;
    balance = Math.min(real - pay, balanceLeft);
  }
  const cashLeft = Math.max(0, o.balanceCashMoney - done.reduce((s, d) => s + cashShare(o, d.balance), 0));
  const cash = Math.min(balance, last ? cashLeft : Math.min(cashShare(o, balance), cashLeft));
  return { real: balance + pay, balance, cash, stored: balance - cash, pay };
}
