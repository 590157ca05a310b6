// For the operator console: every shop listed, closed and opened (this module owns the shop row).
export { adminShopPage, setShopStatus } from './shop-admin.service.ts';
