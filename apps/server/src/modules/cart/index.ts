export { cartRoutes } from './cart.routes.ts';
