export { catalogRoutes } from './catalog.routes.ts';
export { brandCardsByIds, categoryCardsByIds, skuCardsByIds } from './catalog.service.ts';
