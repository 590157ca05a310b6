import { centsToMoney, type Lang } from '@mall/contracts';
import { pickI18n } from '../../platform/i18n/translate.ts';
import type { Db } from '../../db/client.ts';
import { selectMemberLevels } from './member.repository.ts';

/**
 * /api/memberlevel/lists: the platform's member levels in growth order, with what each gives (discount on
 * goods, free shipping, points back, gifts on reaching it). Public: the level page shows them to anyone.
 */
export async function memberLevelList(db: Db, lang: Lang) {
  const rows = await selectMemberLevels(db);
  return rows.map((l) => ({
    level_id: l.levelId,
    level_name: pickI18n(l.i18n, lang, 'level_name', l.levelName),
    growth: l.growth,
    remark: pickI18n(l.i18n, lang, 'remark', l.remark),
    is_default: l.isDefault,
    consume_discount: l.consumeDiscount,
    is_free_shipping: l.isFreeShipping,
    point_feedback: l.pointFeedback,
    send_point: l.sendPoint,
    send_balance: centsToMoney(l.sendBalance),
  }));
}
