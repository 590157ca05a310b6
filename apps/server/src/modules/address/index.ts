export { regionRoutes } from './address.routes.ts';
export { districtPlace } from './address.service.ts';
