// Coupons' public face: the coupons a goods page offers.
export { GoodsCoupons } from './components/goods-coupons.tsx';
// The row's call, so the goods page can wait for it before drawing (no second request: same query key).
export { useGoodsCouponTypes } from './api/coupon-queries.ts';
