export { checkoutRoutes } from './checkout.routes.ts';
export { idempotencyPruneTasks } from './idempotency-prune.repository.ts';
