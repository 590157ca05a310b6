// Settle-in decisions: the shop, its owner login and the application in one transaction.
export { settleRoutes } from './settle.routes.ts';
