// For the checkout flow: a checkout with nothing left to pay is paid at once.
export { applyPaymentResult, markOutTradeNoPaid } from './pay-settle.ts';
