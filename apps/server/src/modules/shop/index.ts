// What other modules and flows may use of the shop module: settle-in decisions (flows/settle).
export { approveApply, listApplies, lockForDecision, refuseApply } from './apply/apply.service.ts';
// For the operator console: every shop listed, closed and opened (this module owns the shop row).
export { adminShopPage, setShopStatus } from './shop-admin.service.ts';
// For reviews (modules/review): the shop's scores, recomputed with each review under the shop row's lock.
export { lockShopCredits, setShopCredits, type ShopCredits } from './shop-credit.repository.ts';
