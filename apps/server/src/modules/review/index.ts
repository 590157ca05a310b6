export { reviewCounts } from './review.service.ts';
