export { memberAddressRoutes } from './member-address.routes.ts';
