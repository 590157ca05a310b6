// The checkout screen, which a promotion's own payment page shows with its goods and its calls.
export { CheckoutScreen } from './pages/checkout-page.tsx';
export type { CheckoutCalls, PromotionGoods } from './api/checkout-api.ts';
