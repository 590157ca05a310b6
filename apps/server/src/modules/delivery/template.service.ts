import { centsToMoney, toPaged, type merchantShop, type Paged } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { changeCachedData } from '../../platform/cache/cache-generation.ts';
import type { MerchantContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import * as repo from './template.repository.ts';

/*
 * A shop's express freight templates (by piece, as checkout and /api/delivery/freight compute them): fee rules
 * per province with one catch-all rule, provinces not served, free shipping from an amount. The shop's default
 * template is the one checkout charges; another shop's template id reads as not found.
 */

const view = (t: repo.TemplateRow, items: repo.TemplateItemRow[]): merchantShop.FreightTemplate => ({
  template_id: t.templateId,
  template_name: t.templateName,
  free_threshold: centsToMoney(t.freeThreshold),
  unavailable_province_ids: t.unavailableProvinceIds,
  is_default: t.isDefault,
  create_time: t.createTime,
  items: items
    .filter((i) => i.templateId === t.templateId)
    .map((i) => ({
      province_ids: i.provinceIds,
      first_num: i.firstNum,
      first_fee: centsToMoney(i.firstFee),
      continue_num: i.continueNum,
      continue_fee: centsToMoney(i.continueFee),
    })),
});

export async function listTemplates(
  db: Db,
  siteId: number,
  q: { page: number; page_size: number },
): Promise<Paged<merchantShop.FreightTemplate>> {
  const { rows, items, total } = await repo.selectTemplatePage(db, siteId, q.page, q.page_size);
  return toPaged(
    rows.map((r) => view(r, items)),
    total,
    q.page_size,
  );
}

export async function templateDetail(
  db: Db,
  siteId: number,
  templateId: number,
): Promise<merchantShop.FreightTemplate> {
  const row = await repo.selectTemplate(db, siteId, templateId);
  if (!row) throw notFound('DELIVERY_TEMPLATE_NOT_FOUND');
  return view(row, await repo.selectItems(db, [row.templateId]));
}

/** Creates (no template_id) or replaces a template with its rules, in one transaction. */
export async function saveTemplate(
  db: Db,
  ctx: MerchantContext,
  input: merchantShop.TemplateSaveInput,
): Promise<merchantShop.FreightTemplate> {
  const values = {
    templateName: input.template_name,
    freeThreshold: input.free_threshold,
    unavailableProvinceIds: [...new Set(input.unavailable_province_ids)],
    isDefault: input.is_default,
  };
  const items = input.items.map((i) => ({
    provinceIds: [...new Set(i.province_ids)],
    firstNum: i.first_num,
    firstFee: i.first_fee,
    continueNum: i.continue_num,
    continueFee: i.continue_fee,
  }));
  // The checkout keeps each shop's terms in the read cache (flows/checkout/checkout-shop-terms.ts).
  return changeCachedData(db, async (tx) => {
    let before: merchantShop.FreightTemplate | null = null;
    let row: repo.TemplateRow;
    if (input.template_id === undefined) {
      row = await repo.insertTemplate(tx, {
        ...values,
        siteId: ctx.siteId,
        createTime: Math.floor(Date.now() / 1000),
      });
    } else {
      const old = await repo.selectTemplate(tx, ctx.siteId, input.template_id, true);
      if (!old) throw notFound('DELIVERY_TEMPLATE_NOT_FOUND');
      before = view(old, await repo.selectItems(tx, [old.templateId]));
      row = await repo.updateTemplate(tx, ctx.siteId, old.templateId, values);
    }
    if (row.isDefault === 1) await repo.clearOtherDefaults(tx, ctx.siteId, row.templateId);
    const after = view(row, await repo.replaceItems(tx, row.templateId, items));
    await ctx.audit(tx, { target: 'express_template', targetId: row.templateId, before, after });
    return after;
  });
}

export async function removeTemplate(db: Db, ctx: MerchantContext, templateId: number): Promise<boolean> {
  return changeCachedData(db, async (tx) => {
    const old = await repo.selectTemplate(tx, ctx.siteId, templateId, true);
    if (!old) throw notFound('DELIVERY_TEMPLATE_NOT_FOUND');
    const before = view(old, await repo.selectItems(tx, [old.templateId]));
    await repo.deleteTemplate(tx, ctx.siteId, templateId);
    await ctx.audit(tx, { target: 'express_template', targetId: templateId, before, after: null });
    return true;
  });
}
