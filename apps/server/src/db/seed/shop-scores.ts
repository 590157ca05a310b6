import type { shopEvaluate } from '../schema/index.ts';
import { BASE_TIME } from './random.ts';
import { SHOPS } from './shops.ts';

type ShopEvaluateRow = typeof shopEvaluate.$inferInsert;

/** How many earlier order reviews a demo shop's opening scores stand for. */
export const OPENING_REVIEWS = 100;

/** The scores (1–5) of `n` reviews whose average is `credit` to the cent: the lower whole score, some one higher. */
function scoresAveraging(credit: string, n: number): number[] {
  const cents = Math.round(Number(credit) * 100);
  const low = Math.min(4, Math.floor(cents / 100));
  const higher = Math.round(((cents - low * 100) * n) / 100);
  return Array.from({ length: n }, (_, i) => (i < higher ? low + 1 : low));
}

/**
 * The demo shops' scores as the order reviews they received before the mall's records begin (no member, no
 * order: member_id 0, a negative order_id per row to keep the one-row-per-order index): OPENING_REVIEWS rows per
 * shop averaging its credits exactly. The shop's scores are always the average of its rows, so the first real
 * review moves a demo shop's scores by its weight among them instead of replacing them.
 */
export function openingShopScoreRows(): ShopEvaluateRow[] {
  return SHOPS.flatMap((d, i) => {
    const siteId = i + 1;
    const [desc, service, delivery] = d.credits.map((c) => scoresAveraging(c, OPENING_REVIEWS));
    return Array.from({ length: OPENING_REVIEWS }, (_, k) => ({
      orderId: -(siteId * OPENING_REVIEWS + k),
      siteId,
      memberId: 0,
      descCredit: desc![k]!,
      serviceCredit: service![k]!,
      deliveryCredit: delivery![k]!,
      createTime: BASE_TIME,
    }));
  });
}
