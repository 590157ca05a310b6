export { collectRoutes } from './collect.routes.ts';
export { followableSku } from './collect.service.ts';
