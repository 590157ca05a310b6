import { describe, expect, it } from 'vitest';
import { splitRefund } from './refund-money.ts';

describe('refund money split (facts §3.1)', () => {
  const mixed = { orderMoney: 10000, balanceMoney: 3000, balanceCashMoney: 1000, payMoney: 7000 };

  it('gives a refund back in the proportion the order was paid', () => {
    expect(splitRefund(mixed, [], 5000)).toEqual({
      real: 5000,
      balance: 1500,
      cash: 500,
      stored: 1000,
      pay: 3500,
    });
  });

  it('gives the last refund exactly what is left of each part, and never more than the order took', () => {
    const first = splitRefund(mixed, [], 3333);
    const second = splitRefund(mixed, [first], 999_999);
    expect(first.real + second.real).toBe(10000);
    expect(first.balance + second.balance).toBe(3000);
    expect(first.pay + second.pay).toBe(7000);
    expect(first.cash + second.cash).toBe(1000);
    expect(splitRefund(mixed, [first, second], 100).real).toBe(0);
  });

  it('pays a balance-only order back to the balance and a provider-only order through the provider', () => {
    const balanceOnly = { orderMoney: 2000, balanceMoney: 2000, balanceCashMoney: 0, payMoney: 0 };
    expect(splitRefund(balanceOnly, [], 1500)).toMatchObject({ balance: 1500, stored: 1500, pay: 0 });
    const online = { orderMoney: 2000, balanceMoney: 0, balanceCashMoney: 0, payMoney: 2000 };
    expect(splitRefund(online, [], 2000)).toMatchObject({ balance: 0, pay: 2000 });
  });
});
