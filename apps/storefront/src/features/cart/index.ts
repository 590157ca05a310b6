// The cart's public face: the header's cart entry, adding from the goods page, refreshing after checkout.
export { CartCount, CartDropdown, useCartCount } from './components/cart-dropdown.tsx';
export { refreshCart } from './api/cart-api.ts';
export { useAddToCart } from './use-add-to-cart.ts';
