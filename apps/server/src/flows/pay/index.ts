// For the checkout flow: a checkout with nothing left to pay is paid at once.
export { applyPaymentResult, payOrdersOfPaidTradeNo } from './pay-settle.ts';
// For tests of the order and group-buy modules that pay a number without a gateway round.
export { markOutTradeNoPaid } from './pay-settle.ts';
