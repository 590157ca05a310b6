import { toPaged, type recharge, type Translations } from '@mall/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { ConsoleContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './recharge.repository.ts';
import { packageView } from './recharge.service.ts';

/* The operator's top-up packages: list, add or edit, put on or off sale. Each write is audited. */

export async function consolePackages(db: Db, q: { page: number; page_size: number }) {
  const { count, list } = await repo.selectPackages(db, false, q.page_size, (q.page - 1) * q.page_size);
  return toPaged(
    list.map((p) => ({ ...packageView(p), i18n: p.i18n as Translations })),
    count,
    q.page_size,
  );
}

export async function savePackage(
  db: Db,
  ctx: ConsoleContext,
  input: z.infer<typeof recharge.packageSaveRequest>,
  now: number,
) {
  const fields: repo.PackageFields = {
    rechargeName: input.recharge_name,
    coverImg: input.cover_img,
    faceValue: input.face_value,
    buyPrice: input.buy_price,
    point: input.point,
    growth: input.growth,
    couponId: input.coupon_id,
    status: input.status,
    i18n: input.i18n,
  };
  return db.transaction(async (tx) => {
    const before = input.recharge_id ? await repo.selectPackage(tx, input.recharge_id, false) : undefined;
    if (input.recharge_id && !before) throw new AppError('NOT_FOUND', 'RECHARGE_NOT_FOUND');
    let id = input.recharge_id ?? 0;
    if (before) await repo.updatePackage(tx, id, fields);
    else id = await repo.insertPackage(tx, fields, now);
    await ctx.audit(tx, { target: 'member_recharge', targetId: id, before: before ?? null, after: fields });
    return { recharge_id: id };
  });
}

export async function setPackageStatus(db: Db, ctx: ConsoleContext, rechargeId: number, status: number) {
  return db.transaction(async (tx) => {
    const before = await repo.selectPackage(tx, rechargeId, false);
    if (!before) throw new AppError('NOT_FOUND', 'RECHARGE_NOT_FOUND');
    await repo.updatePackage(tx, rechargeId, { status });
    await ctx.audit(tx, { target: 'member_recharge', targetId: rechargeId, before, after: { status } });
    return null;
  });
}
