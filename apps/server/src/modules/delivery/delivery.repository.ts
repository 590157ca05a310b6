import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { expressTemplate, expressTemplateItem, goodsSku, shop } from '../../db/schema/index.ts';

/** The SKU fields freight depends on, for an undeleted SKU of an open shop. */
export async function selectFreightSku(db: Db, skuId: number) {
  const [row] = await db
    .select({
      siteId: goodsSku.siteId,
      price: goodsSku.price,
      discountPrice: goodsSku.discountPrice,
      promotionType: goodsSku.promotionType,
      startTime: goodsSku.startTime,
      endTime: goodsSku.endTime,
      minBuy: goodsSku.minBuy,
      isVirtual: goodsSku.isVirtual,
      isFreeShipping: goodsSku.isFreeShipping,
    })
    .from(goodsSku)
    .innerJoin(shop, eq(shop.siteId, goodsSku.siteId))
    .where(and(eq(goodsSku.skuId, skuId), eq(goodsSku.isDelete, 0), eq(shop.shopStatus, 1)));
  return row;
}

/** The shop's default template with its fee rules (two small queries on indexed columns). */
export async function selectDefaultTemplate(db: Db, siteId: number) {
  const [template] = await db
    .select()
    .from(expressTemplate)
    .where(eq(expressTemplate.siteId, siteId))
    .orderBy(desc(expressTemplate.isDefault), asc(expressTemplate.templateId))
    .limit(1);
  if (!template) return undefined;
  const items = await db
    .select()
    .from(expressTemplateItem)
    .where(eq(expressTemplateItem.templateId, template.templateId))
    .orderBy(asc(expressTemplateItem.itemId));
  return { template, items };
}
