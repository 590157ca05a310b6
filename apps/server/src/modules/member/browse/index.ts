export { browseRoutes } from './browse.routes.ts';
