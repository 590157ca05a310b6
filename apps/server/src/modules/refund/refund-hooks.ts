import type { Tx } from '../../platform/jobs/job-runner.ts';
import type { OrderRow } from '../order/index.ts';

/** A refunded line as a promotion sees it: what came back and whether its units went back into stock. */
export interface RefundedLine {
  skuId: number;
  num: number;
  stockBack: boolean;
}

/** What a promotion gives back when a line of an order it sold is refunded (its own stock, its counts). */
export type LineRefundedHook = (tx: Tx, o: OrderRow, line: RefundedLine, now: number) => Promise<void>;

// Keyed by promotion type, so building the app again (tests) replaces a hook instead of adding it twice.
const hooks = new Map<string, LineRefundedHook>();

/** Promotions register at start-up; after-sales stays unaware of their tables (they own them). */
export function onPromotionLineRefunded(promotionType: string, hook: LineRefundedHook): void {
  hooks.set(promotionType, hook);
}

/** Runs the hook of the order's promotion, if any, in the refund's transaction. */
export async function runLineRefundedHook(tx: Tx, o: OrderRow, line: RefundedLine, now: number) {
  if (o.promotionType) await hooks.get(o.promotionType)?.(tx, o, line, now);
}
