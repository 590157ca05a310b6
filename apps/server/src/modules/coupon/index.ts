export { couponRoutes } from './coupon.routes.ts';
export { couponExpiryJob, expireCoupons } from './coupon-expiry.ts';
export {
  checkoutCoupons,
  type CheckoutCouponInput,
  type CheckoutCoupons,
  type CouponChoice,
} from './coupon-checkout.ts';
export {
  restorePlatformCoupon,
  restoreShopCoupon,
  spendPlatformCoupon,
  spendShopCoupon,
} from './coupon-spend.ts';
export type { RuleLine, RuleShop } from './coupon-rules.ts';
