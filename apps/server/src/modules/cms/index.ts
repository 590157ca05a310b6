export { cmsRoutes } from './cms.routes.ts';
export { sanitizeRichText } from './html.ts';
