import type { checkout, groupbuy, Lang } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { groupbuyTerms, holdGroupbuyForOrder } from '../../modules/groupbuy/index.ts';
import type { LimitStore } from '../../platform/auth/throttle.ts';
import { calculateCheckout } from './checkout-calculate.ts';
import { createCheckout } from './checkout-create.ts';
import type { CheckoutSource } from './checkout-shop-terms.ts';
import type { CheckoutVariant } from './checkout-variant.ts';

/*
 * The group buy checkout (facts §5.2, /groupbuy/api/ordercreate/*): the group buy names the SKU, its status and
 * dates are checked when the order is created, the quantity must reach buy_num, the price is groupbuy_price,
 * and the order carries promotion_type 'groupbuy'. Everything else is the ordinary checkout.
 */

async function variantOf(db: Db, input: groupbuy.GroupbuyCheckoutRequest, websiteId: number) {
  const now = Math.floor(Date.now() / 1000);
  const terms = await groupbuyTerms(db, input.groupbuy_id, input.num, websiteId, now);
  const variant: CheckoutVariant = {
    promotionType: 'groupbuy',
    promotionId: terms.groupbuyId,
    priceOf: () => terms.price,
    obstacles: terms.obstacle ? [terms.obstacle] : [],
    afterWrite: (tx) => holdGroupbuyForOrder(tx, terms.groupbuyId),
  };
  const { groupbuy_id: _id, ...rest } = input;
  const request: checkout.CheckoutRequest = { ...rest, sku_id: terms.skuId, num: input.num };
  return { variant, request };
}

export async function calculateGroupbuyCheckout(
  src: CheckoutSource,
  memberId: number,
  input: groupbuy.GroupbuyCheckoutRequest,
  ctx: { lang: Lang; websiteId: number },
) {
  const { variant, request } = await variantOf(src.db, input, ctx.websiteId);
  return calculateCheckout(src, memberId, request, ctx.lang, variant);
}

export async function createGroupbuyCheckout(
  src: CheckoutSource,
  memberId: number,
  input: groupbuy.GroupbuyCheckoutRequest,
  meta: { ip: string; limits: LimitStore; websiteId: number },
) {
  const { variant, request } = await variantOf(src.db, input, meta.websiteId);
  return createCheckout(src, memberId, request, meta, variant);
}
