export { catalogRoutes } from './catalog.routes.ts';
export { brandCardsByIds, categoryCardsByIds, effectiveDiscount, skuCardsByIds } from './catalog.service.ts';
