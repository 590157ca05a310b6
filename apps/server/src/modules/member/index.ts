export { memberRoutes } from './member.routes.ts';
