import { type loyalty, type Translations } from '@mall/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { changeCachedData } from '../../platform/cache/cache-generation.ts';
import type { ConsoleContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import * as levels from './level-admin.repository.ts';
import { loyaltySettings, writeLoyaltySettings } from './loyalty-config.ts';
import { countMembersAtLevels } from './loyalty.repository.ts';

/*
 * The operator's loyalty pages: the rules (sign-in rewards, consumption rates, registration reward) in one
 * form, and the member levels. Every write is one transaction with its audit row.
 */

export { loyaltySettings };

export async function saveLoyaltySettings(db: Db, ctx: ConsoleContext, input: loyalty.LoyaltySettings) {
  const before = await loyaltySettings(db);
  // A cache change: the consumption rules are read through the read cache on the payment path.
  await changeCachedData(db, async (tx) => {
    await writeLoyaltySettings(tx, input);
    await ctx.audit(tx, { target: 'loyalty_settings', targetId: 0, before, after: input });
  });
  return loyaltySettings(db);
}

const levelView = (l: levels.LevelRow) => ({
  level_id: l.levelId,
  level_name: l.levelName,
  growth: l.growth,
  remark: l.remark,
  is_default: l.isDefault,
  consume_discount: l.consumeDiscount,
  is_free_shipping: l.isFreeShipping,
  i18n: l.i18n as Translations,
});

export async function levelList(db: Db) {
  return (await levels.selectLevels(db)).map(levelView);
}

export async function saveLevel(
  db: Db,
  ctx: ConsoleContext,
  input: z.infer<typeof loyalty.levelSaveRequest>,
) {
  const fields: levels.LevelFields = {
    levelName: input.level_name,
    growth: input.growth,
    remark: input.remark,
    consumeDiscount: input.consume_discount,
    isFreeShipping: input.is_free_shipping,
    i18n: input.i18n,
  };
  return db.transaction(async (tx) => {
    const before = input.level_id ? await levels.selectLevel(tx, input.level_id) : undefined;
    if (input.level_id && !before) throw new AppError('NOT_FOUND', 'LEVEL_NOT_FOUND');
    // The default level is where every member starts: it stays at growth 0.
    if (before?.isDefault === 1) fields.growth = 0;
    if (await levels.growthTaken(tx, fields.growth!, input.level_id ?? 0))
      throw new AppError('ERROR', 'LEVEL_GROWTH_TAKEN');
    let id = input.level_id ?? 0;
    if (before) await levels.updateLevel(tx, id, fields);
    else id = await levels.insertLevel(tx, fields);
    await ctx.audit(tx, { target: 'member_level', targetId: id, before: before ?? null, after: fields });
    return { level_id: id };
  });
}

export async function deleteLevel(db: Db, ctx: ConsoleContext, levelId: number) {
  return db.transaction(async (tx) => {
    const before = await levels.selectLevel(tx, levelId);
    if (!before) throw new AppError('NOT_FOUND', 'LEVEL_NOT_FOUND');
    if (before.isDefault === 1 || (await countMembersAtLevels(tx, [levelId])) > 0)
      throw new AppError('ERROR', 'LEVEL_IN_USE');
    await levels.deleteLevel(tx, levelId);
    await ctx.audit(tx, { target: 'member_level', targetId: levelId, before, after: null });
    return null;
  });
}
