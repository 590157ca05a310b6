import type { checkout, combo, Lang } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { comboTerms } from '../../modules/combo/index.ts';
import type { LimitStore } from '../../platform/auth/throttle.ts';
import { calculateCheckout } from './checkout-calculate.ts';
import { createCheckout } from './checkout-create.ts';
import type { CheckoutSource } from './checkout-shop-terms.ts';
import type { CheckoutVariant } from './checkout-variant.ts';

/*
 * The combo package checkout (facts §5.3, /bundling/api/ordercreate/*): `num` sets, every SKU of the package
 * `num` times at its share of the package price (the goods money is bl_price × num), the package must be on and
 * every item on sale, shipping is free when the seller pays it, and the order carries promotion_type 'bundling'.
 */

async function variantOf(db: Db, input: combo.ComboCheckoutRequest, websiteId: number) {
  const terms = await comboTerms(db, input.bl_id, websiteId);
  const prices = new Map(terms.lines.map((l) => [l.skuId, l.price]));
  const variant: CheckoutVariant = {
    promotionType: 'bundling',
    promotionId: terms.blId,
    priceOf: (line) => prices.get(line.sku.skuId) ?? line.sku.price,
    obstacles: terms.obstacle ? [terms.obstacle] : [],
    afterWrite: async () => {},
    lines: terms.lines.map((l) => ({ skuId: l.skuId, num: input.num })),
    freeShipping: terms.freeShipping,
  };
  const { bl_id: _id, ...rest } = input;
  // The lines come from the package; sku_id only satisfies the request's shape and is not read.
  const request: checkout.CheckoutRequest = { ...rest, sku_id: terms.lines[0]?.skuId ?? 0, num: input.num };
  return { variant, request };
}

export async function calculateComboCheckout(
  src: CheckoutSource,
  memberId: number,
  input: combo.ComboCheckoutRequest,
  ctx: { lang: Lang; websiteId: number },
) {
  const { variant, request } = await variantOf(src.db, input, ctx.websiteId);
  return calculateCheckout(src, memberId, request, ctx.lang, variant);
}

export async function createComboCheckout(
  src: CheckoutSource,
  memberId: number,
  input: combo.ComboCheckoutRequest,
  meta: { ip: string; limits: LimitStore; websiteId: number },
) {
  const { variant, request } = await variantOf(src.db, input, meta.websiteId);
  return createCheckout(src, memberId, request, meta, variant);
}
