export { siteRoutes } from './site.routes.ts';
export { readConfig } from './site-config.service.ts';
