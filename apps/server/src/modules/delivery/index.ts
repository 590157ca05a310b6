export { deliveryRoutes } from './delivery.routes.ts';
export { freight, pieceFee, ruleFor } from './delivery.service.ts';
