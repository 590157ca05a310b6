export { deliveryRoutes } from './delivery.routes.ts';
export { freight } from './delivery.service.ts';
