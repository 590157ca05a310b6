export { brandCardsByIds, categoryCardsByIds, effectiveDiscount, skuCardsByIds } from './catalog.service.ts';
// For reviews (modules/review): the goods' review counters.
export { countFollowUp, countReview, type ReviewCount } from './review-counters.repository.ts';
export { addSales, returnStock, takeStock, type SaleLine, type StockLine } from './stock.repository.ts';
// For the operator console: the category tree and the brands (this module owns them).
export {
  adminBrandPage,
  adminCategoryTree,
  removeBrand,
  removeCategory,
  saveBrand,
  saveCategory,
} from './catalog-admin.service.ts';
// For the jobs runner: limited-time discounts leave the lists' price order when they end.
export { discountEndJob } from './discount-end.job.ts';
// For the consoles' promotion forms: goods by name with their SKUs.
export { pickerGoods } from './goods-picker.service.ts';
