// For promotion checkouts: the one checkout screen a promotion's payment page shows with its goods, its calls
// and optionally its own heading (seckill, group buy, combo, topic).
export { CheckoutScreen, type CheckoutFrame } from './pages/checkout-page.tsx';
export type { CheckoutCalls, PromotionGoods } from './api/checkout-api.ts';
import './pages/checkout-page.css';
