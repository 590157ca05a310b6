export { merchantRoutes } from './merchant.routes.ts';
