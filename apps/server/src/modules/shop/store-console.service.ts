import { toPaged, type merchantShop, type Paged } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { changeCachedData } from '../../platform/cache/cache-generation.ts';
import type { MerchantContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import * as repo from './shop-console.repository.ts';
import { regionName } from './shop-console.service.ts';

/*
 * The shop's pickup stores. An open store (status 1) is offered at checkout when the shop offers pickup; a
 * closed one is not. Another shop's store id reads as not found.
 */

export interface StoreView extends merchantShop.PickupStore {
  province: number;
  city: number;
  district: number;
  address: string;
}

const view = (r: repo.StoreRow): StoreView => ({
  store_id: r.storeId,
  store_name: r.storeName,
  telphone: r.telphone,
  open_date: r.openDate,
  full_address: r.fullAddress,
  status: r.status,
  sort: r.sort,
  province: r.province,
  city: r.city,
  district: r.district,
  address: r.address,
});

export async function listStores(
  db: Db,
  siteId: number,
  q: { page: number; page_size: number; status?: number; keyword?: string },
): Promise<Paged<StoreView>> {
  const { rows, total } = await repo.selectStorePage(db, siteId, q);
  return toPaged(rows.map(view), total, q.page_size);
}

export async function saveStore(
  db: Db,
  ctx: MerchantContext,
  input: merchantShop.StoreSaveInput,
): Promise<StoreView> {
  const region = await regionName(db, input);
  const values = {
    storeName: input.store_name,
    telphone: input.telphone,
    openDate: input.open_date,
    province: input.province,
    city: input.city,
    district: input.district,
    address: input.address,
    fullAddress: `${region} ${input.address}`,
    status: input.status,
    sort: input.sort,
  };
  // The checkout keeps each shop's terms in the read cache (flows/checkout/checkout-shop-terms.ts).
  return changeCachedData(db, async (tx) => {
    if (input.store_id === undefined) {
      const added = view(await repo.insertStore(tx, { ...values, siteId: ctx.siteId }));
      await ctx.audit(tx, { target: 'store', targetId: added.store_id, before: null, after: added });
      return added;
    }
    const before = await repo.lockStore(tx, ctx.siteId, input.store_id);
    if (!before) throw notFound('SHOP_STORE_NOT_FOUND');
    const after = view(await repo.updateStore(tx, ctx.siteId, before.storeId, values));
    await ctx.audit(tx, { target: 'store', targetId: before.storeId, before: view(before), after });
    return after;
  });
}

export async function setStoreStatus(
  db: Db,
  ctx: MerchantContext,
  input: { store_id: number; status: number },
): Promise<StoreView> {
  return changeCachedData(db, async (tx) => {
    const before = await repo.lockStore(tx, ctx.siteId, input.store_id);
    if (!before) throw notFound('SHOP_STORE_NOT_FOUND');
    const after = view(await repo.updateStore(tx, ctx.siteId, before.storeId, { status: input.status }));
    await ctx.audit(tx, { target: 'store', targetId: before.storeId, before: view(before), after });
    return after;
  });
}

/** Orders keep their store's name and address, so a store can go without touching them. */
export async function removeStore(db: Db, ctx: MerchantContext, storeId: number): Promise<boolean> {
  return changeCachedData(db, async (tx) => {
    const before = await repo.lockStore(tx, ctx.siteId, storeId);
    if (!before) throw notFound('SHOP_STORE_NOT_FOUND');
    await repo.deleteStore(tx, ctx.siteId, storeId);
    await ctx.audit(tx, { target: 'store', targetId: storeId, before: view(before), after: null });
    return true;
  });
}
