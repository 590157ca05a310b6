import type { memberRecharge } from '../schema/index.ts';
import { RECHARGE_I18N } from './offers-i18n.ts';
import { i18nOf, translationOf } from './translations.ts';

/** The demo's top-up packages (facts §4.3): pay less than the face value, with gift points and growth. */
export function rechargeRows(now: number): (typeof memberRecharge.$inferInsert)[] {
  const packages: [string, number, number, number, number][] = [
    ['Starter top-up', 5000, 5000, 50, 50],
    ['Value top-up', 10_000, 9500, 150, 100],
    ['Plus top-up', 30_000, 27_000, 500, 1200],
    ['Premium top-up', 100_000, 88_000, 2000, 5000],
  ];
  return packages.map(([rechargeName, faceValue, buyPrice, point, growth]) => ({
    rechargeName,
    i18n: i18nOf({ recharge_name: translationOf(RECHARGE_I18N, rechargeName) }),
    faceValue,
    buyPrice,
    point,
    growth,
    status: 1,
    createTime: now,
  }));
}
