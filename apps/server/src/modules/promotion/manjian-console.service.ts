import { centsToMoney, moneyToCents, toPaged, type manjianConsole, type Paged } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { changeCachedData } from '../../platform/cache/cache-generation.ts';
import type { MerchantContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { stepsOf, type ManjianStep } from './manjian-engine.ts';
import * as repo from './manjian-console.repository.ts';

/*
 * A shop's spend-more-save-more offers in the merchant console (facts §5.5): list, add, edit until it ends,
 * close. The shop is the session's; another shop's offer reads as not found. A shop runs one offer at a time
 * (windows may not overlap), so the offer its goods page shows is the one its checkout applies. The stored
 * status is 1 (the window decides whether it runs) or -1 once closed; the list answers the state now.
 */

const nowSeconds = () => Math.floor(Date.now() / 1000);
const MAX_PIECES = 9999;

/** 0 not started, 1 running, 2 ended, -1 closed. */
export function manjianState(r: Pick<repo.ManjianRecord, 'status' | 'startTime' | 'endTime'>, now: number) {
  if (r.status === repo.CLOSED) return -1;
  if (now < r.startTime) return 0;
  return now < r.endTime ? 1 : 2;
}

export function manjianRow(r: repo.ManjianRecord, now: number): manjianConsole.ManjianRow {
  return {
    manjian_id: r.manjianId,
    manjian_name: r.manjianName,
    type: r.type,
    manjian_type: r.manjianType,
    goods_ids: r.goodsIds,
    rule_json: stepsOf(r.ruleJson).map((s) => ({
      limit: r.type === 0 ? centsToMoney(s.limit) : String(s.limit),
      discount_money: centsToMoney(s.discount_money),
      free_shipping: s.free_shipping === 1 ? 1 : 0,
      point: s.point,
      coupon: s.coupon,
    })),
    start_time: r.startTime,
    end_time: r.endTime,
    remark: r.remark,
    status: manjianState(r, now),
    i18n: (r.i18n ?? {}) as Record<string, Record<string, string>>,
  };
}

export async function listShopManjian(
  db: Db,
  siteId: number,
  q: { page: number; page_size: number },
): Promise<Paged<manjianConsole.ManjianListRow>> {
  const now = nowSeconds();
  const { rows, total } = await repo.selectShopManjian(db, siteId, q.page, q.page_size);
  // One query names the goods of the whole page.
  const ids = [...new Set(rows.flatMap((r) => r.goodsIds))];
  const names = new Map(
    (await repo.selectShopGoodsNames(db, siteId, ids)).map((g) => [g.goodsId, g.goodsName]),
  );
  return toPaged(
    rows.map((r) => ({
      ...manjianRow(r, now),
      goods: r.goodsIds.map((id) => ({ goods_id: id, goods_name: names.get(id) ?? '' })),
    })),
    total,
    q.page_size,
  );
}

/** The steps as stored (cents, pieces), refused with the step's number when one makes no sense. */
function storedSteps(type: number, input: manjianConsole.ManjianSaveInput['rule_json']): ManjianStep[] {
  const steps: ManjianStep[] = [];
  input.forEach((s, i) => {
    const params = { n: i + 1 };
    const text = String(s.limit).trim();
    const limit = type === 0 ? moneyToCents(text) : /^\d{1,4}$/.test(text) ? Number(text) : null;
    const highest = type === 0 ? 100_000_000 : MAX_PIECES;
    if (limit === null || limit < 1 || limit > highest)
      throw new AppError('PARAMETER_ERROR', 'MANJIAN_BAD_LIMIT', { params });
    if (steps.length > 0 && limit <= steps.at(-1)!.limit)
      throw new AppError('PARAMETER_ERROR', 'MANJIAN_LIMIT_NOT_RISING', { params });
    if (type === 0 && s.discount_money >= limit)
      throw new AppError('PARAMETER_ERROR', 'MANJIAN_DISCOUNT_TOO_HIGH', { params });
    if (s.discount_money === 0 && s.free_shipping !== 1 && s.point === 0 && s.coupon === 0)
      throw new AppError('PARAMETER_ERROR', 'MANJIAN_STEP_GIVES_NOTHING', { params });
    steps.push({
      limit,
      discount_money: s.discount_money,
      free_shipping: s.free_shipping,
      point: s.point,
      coupon: s.coupon,
    });
  });
  return steps;
}

/** Everything of a save that can be checked before the transaction: steps, goods and coupons of the shop. */
async function checkedValues(db: Db, siteId: number, input: manjianConsole.ManjianSaveInput, now: number) {
  if (input.end_time <= now) throw new AppError('PARAMETER_ERROR', 'MANJIAN_END_IN_PAST');
  const steps = storedSteps(input.type, input.rule_json);
  const goodsIds = input.manjian_type === 1 ? [] : [...new Set(input.goods_ids)];
  if (input.manjian_type !== 1 && goodsIds.length === 0)
    throw new AppError('PARAMETER_ERROR', 'MANJIAN_GOODS_REQUIRED');
  if ((await repo.countShopGoods(db, siteId, goodsIds)) !== goodsIds.length)
    throw new AppError('NOT_FOUND', 'MANJIAN_GOODS_NOT_OWN');
  const coupons = [...new Set(steps.map((s) => s.coupon).filter((c) => c > 0))];
  if ((await repo.countShopCouponTypes(db, siteId, coupons)) !== coupons.length)
    throw new AppError('NOT_FOUND', 'MANJIAN_COUPON_NOT_OWN');
  return {
    manjianName: input.manjian_name,
    type: input.type,
    manjianType: input.manjian_type,
    goodsIds,
    ruleJson: steps,
    startTime: input.start_time,
    endTime: input.end_time,
    remark: input.remark,
    i18n: input.i18n,
  };
}

async function refuseOverlap(
  tx: Tx,
  siteId: number,
  v: { startTime: number; endTime: number },
  except?: number,
) {
  const [other] = await repo.selectOverlapping(tx, siteId, v.startTime, v.endTime, except);
  if (other) throw new AppError('FAIL', 'MANJIAN_OVERLAP', { params: { name: other.name } });
}

/** Adds the offer, or changes it when `manjian_id` is given (until it has ended or been closed). */
export async function saveShopManjian(db: Db, ctx: MerchantContext, input: manjianConsole.ManjianSaveInput) {
  const now = nowSeconds();
  const id = input.manjian_id;
  const before = id === undefined ? undefined : await repo.selectManjian(db, id);
  if (id !== undefined && (!before || before.siteId !== ctx.siteId)) throw notFound('MANJIAN_NOT_FOUND');
  const values = await checkedValues(db, ctx.siteId, input, now);
  // The checkout keeps each shop's terms in the read cache (flows/checkout/checkout-shop-terms.ts).
  return changeCachedData(db, async (tx) => {
    await refuseOverlap(tx, ctx.siteId, values, id);
    let savedId: number;
    if (id === undefined) {
      savedId = await repo.insertManjian(tx, { ...values, siteId: ctx.siteId, status: 1, createTime: now });
    } else {
      if (!(await repo.updateOpenManjian(tx, ctx.siteId, id, now, values)))
        throw new AppError('FAIL', 'MANJIAN_NOT_EDITABLE');
      savedId = id;
    }
    const after = manjianRow((await repo.selectManjian(tx, savedId))!, now);
    await ctx.audit(tx, {
      target: 'manjian',
      targetId: savedId,
      before: before ? manjianRow(before, now) : null,
      after,
    });
    return after;
  });
}

/** Ends an offer now (status -1): the storefront and the checkout stop applying it at once. */
export async function closeShopManjian(db: Db, ctx: MerchantContext, manjianId: number) {
  const now = nowSeconds();
  const before = await repo.selectManjian(db, manjianId);
  if (!before || before.siteId !== ctx.siteId) throw notFound('MANJIAN_NOT_FOUND');
  return changeCachedData(db, async (tx) => {
    if (!(await repo.updateOpenManjian(tx, ctx.siteId, manjianId, now, { status: repo.CLOSED })))
      throw new AppError('FAIL', 'MANJIAN_NOT_EDITABLE');
    const after = manjianRow((await repo.selectManjian(tx, manjianId))!, now);
    await ctx.audit(tx, { target: 'manjian', targetId: manjianId, before: manjianRow(before, now), after });
    return after;
  });
}
