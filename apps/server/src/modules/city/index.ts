export { cityRoutes } from './city.routes.ts';
export { cityScope, cityWebsiteId } from './city.service.ts';
