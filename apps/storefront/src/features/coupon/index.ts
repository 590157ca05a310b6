// Coupons' public face: the coupons a goods page offers.
export { GoodsCoupons } from './components/goods-coupons.tsx';
