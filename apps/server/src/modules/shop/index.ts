export { shopRoutes } from './shop.routes.ts';
