export { promotionRoutes } from './promotion.routes.ts';
