export { reviewRoutes } from './review.routes.ts';
export { reviewCounts } from './review.service.ts';
