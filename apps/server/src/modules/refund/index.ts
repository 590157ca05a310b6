// After-sales (facts §3): what the rest of the mall uses of it — its timers (main.ts runs them on the jobs
// runner) and the count of refunds waiting for a shop (the merchant dashboard).
export { refundTimersJob, runRefundTimers } from './refund-timers.ts';
export { countShopWaiting as countShopRefundsWaiting } from './refund.repository.ts';
// For promotions: what they give back when a line of an order they sold is refunded.
export { onPromotionLineRefunded, type LineRefundedHook } from './refund-hooks.ts';
