import { inArray } from 'drizzle-orm';
import * as s from '../schema/index.ts';
import type { Tx } from './insert.ts';
import { insertAll } from './insert.ts';

type SkuRow = typeof s.goodsSku.$inferInsert;
type MemberRow = typeof s.member.$inferInsert;

/** Demo delivery addresses: [username, consignee, mobile, telephone, province, city, district, detail]. */
const ADDRESSES = [
  [
    'demo',
    '陈晓明',
    '13812345678',
    '0571-88886666',
    330000,
    330100,
    330106,
    '文三路 478 号华星时代广场 A 座 1203 室',
  ],
  ['demo', 'Chen Xiaoming', '13912345678', '', 310000, 310100, 310115, 'Room 802, 1000 Century Avenue'],
  ['alice', 'Alice Wang', '13700001111', '', 110000, 110100, 110105, '建国路 88 号 SOHO 现代城 2 号楼 1501'],
] as const;

/** Seeds the demo members' delivery addresses (the first of each member is the default) and demo's cart. */
export async function seedCartAndAddresses(tx: Tx, members: MemberRow[], skus: SkuRow[]): Promise<void> {
  const idOf = new Map(members.map((m) => [m.username, m.memberId as number]));
  const areaIds = [...new Set(ADDRESSES.flatMap((a) => [a[4], a[5], a[6]]))];
  const names = new Map(
    (await tx.select().from(s.area).where(inArray(s.area.id, areaIds))).map((a) => [a.id, a.name]),
  );
  const now = Math.floor(Date.now() / 1000);
  const seen = new Set<string>();
  const addresses = ADDRESSES.map(([user, name, mobile, telephone, p, c, d, address]) => {
    const isDefault = seen.has(user) ? 0 : 1;
    seen.add(user);
    const fullAddress = [p, c, d].map((id) => names.get(id) ?? '').join(' ');
    const memberId = idOf.get(user)!;
    const regions = { provinceId: p, cityId: c, districtId: d };
    return {
      memberId,
      name,
      mobile,
      telephone,
      ...regions,
      address,
      fullAddress,
      isDefault,
      createTime: now,
    };
  });
  await insertAll(tx, s.memberAddress, addresses);
  await insertAll(tx, s.goodsCart, demoCartLines(idOf.get('demo')!, skus, now));
}

/** Three lines for demo from three different shops, so the cart page opens grouped by shop. */
function demoCartLines(memberId: number, skus: SkuRow[], now: number) {
  const bySite = new Map<number, SkuRow>();
  for (const sku of skus) {
    const buyable = sku.goodsState !== 0 && (sku.stock ?? 0) >= 10 && !sku.isDelete;
    if (buyable && !bySite.has(sku.siteId)) bySite.set(sku.siteId, sku);
    if (bySite.size === 3) break;
  }
  return [...bySite.values()].map((sku, i) => ({
    memberId,
    siteId: sku.siteId,
    skuId: sku.skuId as number,
    num: Math.max(1, sku.minBuy ?? 0) + i,
    createTime: now - i,
    modifyTime: now - i,
  }));
}
