import { describe, expect, it } from 'vitest';
import { bestManjian, reachedStep, spread, stepsOf, type ManjianOffer } from './manjian-engine.ts';

const step = (limit: number, discount: number, free = 0, point = 0) => ({
  limit,
  discount_money: discount,
  free_shipping: free,
  point,
});
const offer = (o: Partial<ManjianOffer>): ManjianOffer => ({
  manjianId: 1,
  manjianName: 'Spend more, save more',
  type: 0,
  manjianType: 1,
  goodsIds: [],
  ruleJson: [step(19900, 2000), step(39900, 5000, 1), step(69900, 10000, 1, 200)],
  ...o,
});
const line = (goodsId: number, money: number, num = 1) => ({ goodsId, money, num });

describe('manjian rule engine', () => {
  it('takes the highest step reached: $656.59 under $199/$399/$699 takes $50 off', () => {
    const a = bestManjian([offer({})], [line(1, 65659)]);
    expect(a?.discount).toBe(5000);
    expect(a?.step.limit).toBe(39900);
    expect(a?.step.free_shipping).toBe(1);
  });

  it('counts a step as reached exactly at its threshold, and not a cent below', () => {
    expect(bestManjian([offer({})], [line(1, 19900)])?.discount).toBe(2000);
    expect(bestManjian([offer({})], [line(1, 19899)])).toBeNull();
    expect(bestManjian([offer({})], [line(1, 69900)])?.step.point).toBe(200);
  });

  it('by item count (type 1) counts pieces, not money', () => {
    const byCount = offer({ type: 1, ruleJson: [step(2, 1000), step(3, 2500, 1)] });
    expect(bestManjian([byCount], [line(1, 500, 1)])).toBeNull();
    expect(bestManjian([byCount], [line(1, 500, 1), line(2, 700, 1)])?.discount).toBe(1000);
    expect(bestManjian([byCount], [line(1, 5000, 3)])?.discount).toBe(2500);
  });

  it('listed goods only (type 2) weighs and discounts only the listed lines', () => {
    const listed = offer({ manjianType: 2, goodsIds: [7], ruleJson: [step(3000, 300)] });
    expect(bestManjian([listed], [line(8, 10000)])).toBeNull();
    const a = bestManjian([listed], [line(8, 10000), line(7, 3000)]);
    expect(a?.discount).toBe(300);
    expect(a?.shares).toEqual([0, 300]);
  });

  it('all except listed (type 3) leaves the listed lines out', () => {
    const except = offer({ manjianType: 3, goodsIds: [7], ruleJson: [step(3000, 300)] });
    expect(bestManjian([except], [line(7, 10000)])).toBeNull();
    expect(bestManjian([except], [line(7, 10000), line(8, 3000)])?.shares).toEqual([0, 300]);
  });

  it('of several offers the one giving the most off wins, the older on a tie', () => {
    const small = offer({ manjianId: 1, ruleJson: [step(1000, 100)] });
    const big = offer({ manjianId: 2, ruleJson: [step(5000, 900)] });
    expect(bestManjian([small, big], [line(1, 6000)])?.offer.manjianId).toBe(2);
    expect(bestManjian([small, big], [line(1, 2000)])?.offer.manjianId).toBe(1);
    const twin = offer({ manjianId: 3, ruleJson: [step(1000, 100)] });
    expect(bestManjian([small, twin], [line(1, 2000)])?.offer.manjianId).toBe(1);
  });

  it('spreads the discount over the lines by money, the last taking the remainder', () => {
    const a = bestManjian([offer({})], [line(1, 10000), line(2, 10000), line(3, 20001)]);
    expect(a?.discount).toBe(5000);
    expect(a?.shares.reduce((s, x) => s + x, 0)).toBe(5000);
    expect(a?.shares).toEqual([1249, 1249, 2502]);
    expect(spread(10, [1, 1, 1])).toEqual([3, 3, 4]);
    expect(spread(10, [1, 0, 0])).toEqual([10, 0, 0]);
  });

  it('never takes off more than the covered money, and reads a broken rule_json as no steps', () => {
    const silly = offer({ ruleJson: [step(100, 99999)] });
    expect(bestManjian([silly], [line(1, 150)])?.discount).toBe(150);
    expect(stepsOf('nonsense')).toEqual([]);
    expect(stepsOf([{ limit: -5, discount_money: 10 }, null, { limit: 10, discount_money: 'x' }])).toEqual([
      { limit: 10, discount_money: 0, free_shipping: 0, point: 0, coupon: 0 },
    ]);
    expect(reachedStep(stepsOf([step(300, 1), step(100, 2)]), 200)?.limit).toBe(100);
  });
});
