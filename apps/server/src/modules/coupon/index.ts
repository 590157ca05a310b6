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
} from './coupon-spend.repository.ts';
export type { RuleLine, RuleShop } from './coupon-rules.ts';
export {
  platformCouponGoodsScope,
  shopCouponGoodsScope,
  type CouponGoodsScope,
} from './coupon-goods-scope.ts';
export { renameShopCouponTypes } from './coupon-console.service.ts';
export { giveShopCoupon } from './coupon-receive.ts';
export {
  addPlatformCouponType,
  listPlatformCouponTypes,
  stopPlatformCouponType,
} from './coupon-platform-console.service.ts';
// Gifts: the sign-in reward's platform coupon, and taking back an order's manjian coupons on a full refund.
export { givePlatformCoupon, voidGiftCoupons } from './coupon-gift.ts';
export { selectPlatformCouponNames } from './coupon-gift.repository.ts';
