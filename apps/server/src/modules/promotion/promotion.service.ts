import { centsToMoney, type Lang, type promotion } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { pickI18n } from '../../platform/i18n/translate.ts';
import { offerCovers } from './manjian-engine.ts';
import { selectGoodsSite, selectRunningManjian } from './promotion.repository.ts';

type Offer = Awaited<ReturnType<typeof selectRunningManjian>>[number];
interface StoredRule {
  limit: number;
  discount_money: number;
  free_shipping: number;
  point: number;
}

function toInfo(o: Offer, lang: Lang): NonNullable<promotion.ManjianInfo> {
  const rules = (Array.isArray(o.ruleJson) ? o.ruleJson : []) as StoredRule[];
  return {
    manjian_id: o.manjianId,
    site_id: o.siteId,
    manjian_name: pickI18n(o.i18n, lang, 'manjian_name', o.manjianName),
    type: o.type,
    manjian_type: o.manjianType,
    // Money limits are cents; a count limit (type 1) is pieces.
    rule_json: rules.map((r) => ({
      limit: o.type === 0 ? centsToMoney(r.limit) : String(r.limit),
      discount_money: centsToMoney(r.discount_money),
      free_shipping: r.free_shipping === 1 ? 1 : 0,
      point: r.point,
    })),
    start_time: o.startTime,
    end_time: o.endTime,
    remark: o.remark,
  };
}

/** /manjian/api/manjian/info: the running offer covering the goods (or the shop's first), or null. */
export async function manjianInfo(
  db: Db,
  enabled: boolean,
  input: { goods_id?: number; site_id?: number },
  lang: Lang,
): Promise<promotion.ManjianInfo> {
  if (!enabled) throw new AppError('FAIL', 'MANJIAN_PLUGIN_NOT_INSTALLED');
  let siteId = input.site_id;
  if (input.goods_id !== undefined) {
    const goodsSite = await selectGoodsSite(db, input.goods_id);
    if (goodsSite === undefined || (siteId !== undefined && siteId !== goodsSite))
      throw notFound('CATALOG_GOODS_NOT_FOUND');
    siteId = goodsSite;
  }
  const offers = await selectRunningManjian(db, siteId!, Math.floor(Date.now() / 1000));
  const offer = offers.find((o) => offerCovers(o, input.goods_id));
  return offer ? toInfo(offer, lang) : null;
}
