import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  expressTemplate,
  expressTemplateItem,
  goodsCart,
  goodsSku,
  member,
  memberAddress,
  memberLevel,
  pickupStore,
  shop,
  shopTradeSetting,
} from '../../db/schema/index.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import { preparedOnce } from '../../platform/prepared.ts';

export type DbOrTx = Db | Tx;

const lineColumns = {
  sku: goodsSku,
  siteName: sql<string>`coalesce(${shop.siteName}, '')`,
  shopStatus: sql<number>`coalesce(${shop.shopStatus}, 0)`.mapWith(Number),
};

/** The member's cart lines among cartIds with their SKU and shop; another member's line is simply absent. */
export async function selectCartLines(db: DbOrTx, memberId: number, cartIds: number[]) {
  const rows = await db
    .select({ ...lineColumns, cartId: goodsCart.cartId, num: goodsCart.num })
    .from(goodsCart)
    .innerJoin(goodsSku, eq(goodsSku.skuId, goodsCart.skuId))
    .leftJoin(shop, eq(shop.siteId, goodsSku.siteId))
    .where(and(eq(goodsCart.memberId, memberId), inArray(goodsCart.cartId, cartIds)))
    .orderBy(asc(goodsCart.cartId));
  return rows;
}

const skuLine = preparedOnce((db: DbOrTx) =>
  db
    .select(lineColumns)
    .from(goodsSku)
    .leftJoin(shop, eq(shop.siteId, goodsSku.siteId))
    .where(eq(goodsSku.skuId, sql.placeholder('skuId')))
    .prepare('checkout_sku_line'),
);

export async function selectSkuLine(db: DbOrTx, skuId: number, num: number) {
  const rows = await skuLine(db).execute({ skuId });
  return rows.map((r) => ({ ...r, cartId: 0, num }));
}

export type LineRow = Awaited<ReturnType<typeof selectCartLines>>[number];

const defaultAddress = preparedOnce((db: DbOrTx) =>
  db
    .select()
    .from(memberAddress)
    .where(and(eq(memberAddress.memberId, sql.placeholder('memberId')), eq(memberAddress.isDefault, 1)))
    .limit(1)
    .prepare('checkout_default_address'),
);
const chosenAddress = preparedOnce((db: DbOrTx) =>
  db
    .select()
    .from(memberAddress)
    .where(
      and(
        eq(memberAddress.memberId, sql.placeholder('memberId')),
        eq(memberAddress.id, sql.placeholder('addressId')),
      ),
    )
    .limit(1)
    .prepare('checkout_chosen_address'),
);

export async function selectAddress(db: DbOrTx, memberId: number, addressId: number | undefined) {
  const [row] =
    addressId === undefined
      ? await defaultAddress(db).execute({ memberId })
      : await chosenAddress(db).execute({ memberId, addressId });
  return row;
}

const memberTerms = preparedOnce((db: DbOrTx) =>
  db
    .select({
      balance: member.balance,
      balanceMoney: member.balanceMoney,
      payPassword: member.payPassword,
      discountPercent: sql<number>`coalesce(${memberLevel.consumeDiscount}, 100)`.mapWith(Number),
      isFreeShipping: sql<number>`coalesce(${memberLevel.isFreeShipping}, 0)`.mapWith(Number),
    })
    .from(member)
    .leftJoin(memberLevel, eq(memberLevel.levelId, member.memberLevel))
    .where(eq(member.memberId, sql.placeholder('memberId')))
    .prepare('checkout_member_terms'),
);

/** Balance, payment password hash and level terms of the member. */
export async function selectMemberTerms(db: DbOrTx, memberId: number) {
  const [row] = await memberTerms(db).execute({ memberId });
  return row;
}

export function selectTradeSettings(db: DbOrTx, siteIds: number[]) {
  return db.select().from(shopTradeSetting).where(inArray(shopTradeSetting.siteId, siteIds));
}

export function selectStores(db: DbOrTx, siteIds: number[]) {
  return db
    .select()
    .from(pickupStore)
    .where(and(inArray(pickupStore.siteId, siteIds), eq(pickupStore.status, 1)))
    .orderBy(asc(pickupStore.siteId), asc(pickupStore.sort), asc(pickupStore.storeId));
}

/** Each shop's default express template with its rules: one query for all shops of the checkout. */
export async function selectTemplates(db: DbOrTx, siteIds: number[]) {
  const chosen = db
    .selectDistinctOn([expressTemplate.siteId], { id: expressTemplate.templateId })
    .from(expressTemplate)
    .where(inArray(expressTemplate.siteId, siteIds))
    .orderBy(expressTemplate.siteId, desc(expressTemplate.isDefault), asc(expressTemplate.templateId))
    .as('chosen');
  const rows = await db
    .select({ template: expressTemplate, item: expressTemplateItem })
    .from(expressTemplate)
    .innerJoin(chosen, eq(chosen.id, expressTemplate.templateId))
    .leftJoin(expressTemplateItem, eq(expressTemplateItem.templateId, expressTemplate.templateId))
    .orderBy(asc(expressTemplate.siteId), asc(expressTemplateItem.itemId));
  const bySite = new Map<
    number,
    { template: (typeof rows)[number]['template']; items: NonNullable<(typeof rows)[number]['item']>[] }
  >();
  for (const { template, item } of rows) {
    const entry = bySite.get(template.siteId) ?? { template, items: [] };
    if (item) entry.items.push(item);
    bySite.set(template.siteId, entry);
  }
  return [...bySite.values()];
}

/** Locks the member row for the rest of the transaction: a member's checkouts wait for each other here. */
export async function lockMember(tx: Tx, memberId: number): Promise<void> {
  await tx.select({ id: member.memberId }).from(member).where(eq(member.memberId, memberId)).for('update');
}
