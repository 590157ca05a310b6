// For promotion checkouts: the checkout screen a promotion's payment page shows with its goods and calls
// (group buy, combo, topic), or its parts and state driven by the variant's calls (seckill).
export { CheckoutScreen } from './pages/checkout-page.tsx';
export { AddressSection } from './components/address-section.tsx';
export { SettlePanel } from './components/settle-panel.tsx';
export { ShopSection } from './components/shop-section.tsx';
export { useCheckout } from './use-checkout.ts';
export type { CheckoutCalls, PromotionGoods } from './api/checkout-api.ts';
import './pages/checkout-page.css';
