import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { goods, goodsBrand, goodsSku, member, memberLevel, shop } from '../../db/schema/index.ts';

// The search columns are large and only the list reads them.
const { searchGrams: _g, searchText: _t, ...skuColumns } = getTableColumns(goodsSku);

const goodsColumns = {
  goodsSpecFormat: goods.goodsSpecFormat,
  goodsAttrFormat: goods.goodsAttrFormat,
  goodsContent: goods.goodsContent,
  goodsImage: goods.goodsImage,
  introduction: goods.introduction,
  keywords: goods.keywords,
  videoUrl: goods.videoUrl,
  goodsStock: goods.goodsStock,
  categoryId: goods.categoryId,
  brandName: goods.brandName,
  evaluate: goods.evaluate,
  goodsCollectNum: goods.collectNum,
  modifyTime: goods.modifyTime,
};

const shopColumns = {
  siteId: shop.siteId,
  siteName: shop.siteName,
  websiteId: shop.websiteId,
  isOwn: shop.isOwn,
  logo: shop.logo,
  avatar: shop.avatar,
  banner: shop.banner,
  seoDescription: shop.seoDescription,
  telephone: shop.telephone,
  shopDesccredit: shop.shopDesccredit,
  shopServicecredit: shop.shopServicecredit,
  shopDeliverycredit: shop.shopDeliverycredit,
  shopBaozh: shop.shopBaozh,
  shopBaozhopen: shop.shopBaozhopen,
  shopBaozhrmb: shop.shopBaozhrmb,
  shopQtian: shop.shopQtian,
  shopZhping: shop.shopZhping,
  shopErxiaoshi: shop.shopErxiaoshi,
  shopTuihuo: shop.shopTuihuo,
  shopShiyong: shop.shopShiyong,
  shopShiti: shop.shopShiti,
  shopXiaoxie: shop.shopXiaoxie,
  shopSales: shop.shopSales,
  subNum: shop.subNum,
  shopStatus: shop.shopStatus,
};

/** The SKU with its goods and shop in one query; deleted SKUs read as missing. */
export async function selectSkuDetail(db: Db, skuId: number) {
  const [row] = await db
    .select({ sku: skuColumns, goods: goodsColumns, shop: shopColumns, brandI18n: goodsBrand.i18n })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .innerJoin(shop, eq(shop.siteId, goodsSku.siteId))
    .leftJoin(goodsBrand, eq(goodsBrand.brandId, goods.brandId))
    .where(and(eq(goodsSku.skuId, skuId), eq(goodsSku.isDelete, 0), eq(goods.isDelete, 0)));
  return row;
}
export type SkuDetailRow = NonNullable<Awaited<ReturnType<typeof selectSkuDetail>>>;

/** The buyable SKUs of a goods with their spec values, for the spec picker. */
export function selectSiblingSkus(db: Db, goodsId: number) {
  return db
    .select({ skuId: goodsSku.skuId, skuSpecFormat: goodsSku.skuSpecFormat })
    .from(goodsSku)
    .where(
      and(
        eq(goodsSku.goodsId, goodsId),
        eq(goodsSku.isDelete, 0),
        eq(goodsSku.goodsState, 1),
        eq(goodsSku.verifyState, 1),
      ),
    );
}

/** The member's level discount in percent (100 = none). */
export async function selectMemberDiscount(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ discount: memberLevel.consumeDiscount })
    .from(member)
    .innerJoin(memberLevel, eq(memberLevel.levelId, member.memberLevel))
    .where(eq(member.memberId, memberId));
  return row?.discount ?? 100;
}

/** One more view of the goods and the SKU; answers the SKU's new count, or nothing for an unknown SKU. */
export async function incrementClicks(db: Db, skuId: number): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(goodsSku)
      .set({ clickNum: sql`${goodsSku.clickNum} + 1` })
      .where(and(eq(goodsSku.skuId, skuId), eq(goodsSku.isDelete, 0)))
      .returning({ clickNum: goodsSku.clickNum, goodsId: goodsSku.goodsId });
    if (!row) return undefined;
    await tx
      .update(goods)
      .set({ clickNum: sql`${goods.clickNum} + 1` })
      .where(eq(goods.goodsId, row.goodsId));
    return row.clickNum;
  });
}

/** The figures of a goods page that change with every order and follow: read live, never from the cache. */
export async function selectLiveFigures(db: Db, skuId: number) {
  const [row] = await db
    .select({ stock: goodsSku.stock, goodsStock: goods.goodsStock, collectNum: goods.collectNum })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .where(eq(goodsSku.skuId, skuId))
    .limit(1);
  return row;
}
