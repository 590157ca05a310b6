import type { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import type { LineRow } from './checkout.repository.ts';

/**
 * A promotion's checkout (facts §5: group buy, …): it prices the lines itself, adds its own refusals (status,
 * dates, quantity rules), names the order's promotion and counts its sale in the checkout's transaction. The
 * promotion's price replaces the member and manjian prices; coupons, delivery and balance work as usual.
 */
export interface CheckoutVariant {
  promotionType: string;
  promotionId: number;
  priceOf: (line: LineRow) => number;
  obstacles: AppError[];
  afterWrite: (tx: Tx) => Promise<void>;
  /** The SKUs bought when the promotion names several (a combo's, each `num` sets); else the request's SKU. */
  lines?: { skuId: number; num: number }[];
  /** The package says the seller pays the shipping (facts §5.3 shipping_fee_type 1). */
  freeShipping?: boolean;
}
