// For promotion checkouts (features/seckill …): the checkout's parts and state, driven by the variant's calls.
export { AddressSection } from './components/address-section.tsx';
export { SettlePanel } from './components/settle-panel.tsx';
export { ShopSection } from './components/shop-section.tsx';
export { useCheckout } from './use-checkout.ts';
export type { CheckoutCalls } from './api/checkout-api.ts';
import './pages/checkout-page.css';
