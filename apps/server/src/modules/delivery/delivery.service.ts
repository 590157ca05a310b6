import { centsToMoney, type delivery } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { districtPlace } from '../address/index.ts';
import { effectiveDiscount } from '../catalog/index.ts';
import { selectDefaultTemplate, selectFreightSku } from './delivery.repository.ts';

interface FeeRule {
  provinceIds: number[];
  firstNum: number;
  firstFee: number;
  continueNum: number;
  continueFee: number;
}

/** By piece: the first first_num pieces cost first_fee, every further started continue_num continue_fee. */
export function pieceFee(rule: FeeRule, num: number): number {
  const extra = Math.max(0, num - rule.firstNum);
  return rule.firstFee + Math.ceil(extra / Math.max(1, rule.continueNum)) * rule.continueFee;
}

/** The rule naming the province, else the template's catch-all rule (no provinces). */
export function ruleFor(rules: FeeRule[], provinceId: number): FeeRule | undefined {
  return (
    rules.find((r) => r.provinceIds.includes(provinceId)) ?? rules.find((r) => r.provinceIds.length === 0)
  );
}

/** /api/delivery/freight: availability and express fee of a goods to a district. */
export async function freight(
  db: Db,
  input: { sku_id: number; district_id: number; num?: number },
): Promise<delivery.Freight> {
  const sku = await selectFreightSku(db, input.sku_id);
  if (!sku) throw notFound('CATALOG_GOODS_NOT_FOUND');
  const place = await districtPlace(db, input.district_id);
  const found = await selectDefaultTemplate(db, sku.siteId);
  const base = { region_name: place.name, template_name: found?.template.templateName ?? '' };
  const threshold = centsToMoney(found?.template.freeThreshold ?? 0);
  const free = { ...base, is_available: 1 as const, delivery_money: '0.00', free_threshold: threshold };
  if (found?.template.unavailableProvinceIds.includes(place.provinceId)) {
    return { ...free, is_available: 0, is_free_shipping: 0 };
  }
  if (sku.isVirtual === 1 || sku.isFreeShipping === 1 || !found) return { ...free, is_free_shipping: 1 };
  const num = input.num ?? Math.max(1, sku.minBuy);
  const amount = effectiveDiscount(sku) * num;
  const { freeThreshold } = found.template;
  if (freeThreshold > 0 && amount >= freeThreshold) return { ...free, is_free_shipping: 1 };
  const rule = ruleFor(found.items, place.provinceId);
  return { ...free, is_free_shipping: 0, delivery_money: centsToMoney(rule ? pieceFee(rule, num) : 0) };
}
