// The platform operator's accounts and console calls; other modules need nothing of it yet.
export { operatorRoutes } from './operator.routes.ts';
