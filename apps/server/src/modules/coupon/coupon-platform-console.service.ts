import { centsToMoney, toPaged, type operator, type Paged, type Translations } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import type { ConsoleContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import * as repo from './coupon-platform-console.repository.ts';

/*
 * The platform's coupon types in the operator console (facts §4.4): create and stop. A stopped type (status -1)
 * can no longer be collected; coupons already collected keep their own terms until they expire. A created type is
 * never edited: members may already hold copies issued under its terms.
 */

const idsOf = (text: string) =>
  text
    .split(',')
    .filter(Boolean)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

const view = (t: repo.PlatformCouponTypeRow): operator.AdminPlatformCouponType => ({
  platformcoupon_type_id: t.platformcouponTypeId,
  platformcoupon_name: t.platformcouponName,
  money: centsToMoney(t.money),
  at_least: centsToMoney(t.atLeast),
  count: t.count,
  lead_count: t.leadCount,
  max_fetch: t.maxFetch,
  validity_type: t.validityType,
  fixed_term: t.fixedTerm,
  end_time: t.endTime,
  use_scenario: t.useScenario,
  site_ids: idsOf(t.groupIds),
  platform_split_rare: t.platformSplitRare,
  shop_split_rare: t.shopSplitRare,
  is_show: t.isShow,
  // A running type whose date has passed shows as ended (2), as the facts name it.
  status: t.status === 1 && t.validityType === 0 && t.endTime <= Date.now() / 1000 ? 2 : t.status,
  create_time: t.createTime,
  i18n: t.i18n as Translations,
});

export async function listPlatformCouponTypes(
  db: Db,
  q: operator.PlatformCouponListInput,
): Promise<Paged<operator.AdminPlatformCouponType>> {
  const status = q.status === undefined ? undefined : Number(q.status);
  const { rows, total } = await repo.selectPlatformCouponTypes(db, { ...q, status });
  return toPaged(rows.map(view), total, q.page_size);
}

export async function addPlatformCouponType(
  db: Db,
  ctx: ConsoleContext,
  input: operator.PlatformCouponAddInput,
): Promise<operator.AdminPlatformCouponType> {
  const now = Math.floor(Date.now() / 1000);
  const siteIds = input.use_scenario === 2 ? [...new Set(input.site_ids)] : [];
  if (siteIds.length > 0 && (await repo.countShops(db, siteIds)) !== siteIds.length)
    throw new AppError('PARAMETER_ERROR', 'COUPON_SHOP_NOT_FOUND');
  if (input.validity_type === 0 && (input.end_time ?? 0) <= now)
    throw new AppError('PARAMETER_ERROR', 'COUPON_END_IN_PAST');
  return db.transaction(async (tx) => {
    const row = await repo.insertPlatformCouponType(tx, {
      platformcouponName: input.platformcoupon_name,
      money: input.money,
      atLeast: input.at_least,
      count: input.count,
      maxFetch: input.max_fetch,
      validityType: input.validity_type,
      fixedTerm: input.validity_type === 1 ? (input.fixed_term ?? 0) : 0,
      endTime: input.validity_type === 0 ? (input.end_time ?? 0) : 0,
      useScenario: siteIds.length > 0 ? 2 : 1,
      groupIds: siteIds.length > 0 ? `,${siteIds.join(',')},` : '',
      platformSplitRare: input.platform_split_rare,
      shopSplitRare: 100 - input.platform_split_rare,
      isShow: input.is_show,
      i18n: input.i18n,
      status: 1,
      createTime: now,
    });
    const after = view(row);
    await ctx.audit(tx, {
      target: 'platformcoupon_type',
      targetId: row.platformcouponTypeId,
      before: null,
      after,
    });
    return after;
  });
}

export async function stopPlatformCouponType(
  db: Db,
  ctx: ConsoleContext,
  id: number,
): Promise<operator.AdminPlatformCouponType> {
  return db.transaction(async (tx) => {
    const before = await repo.lockPlatformCouponType(tx, id);
    if (!before) throw notFound('COUPON_NOT_FOUND');
    const stopped = await repo.stopPlatformCouponType(tx, id);
    if (!stopped) throw new AppError('FAIL', 'COUPON_NOT_RUNNING');
    const after = view(stopped);
    await ctx.audit(tx, { target: 'platformcoupon_type', targetId: id, before: view(before), after });
    return after;
  });
}
