export { orderRoutes } from './order.routes.ts';
// For the checkout flow, the payment flow and the order jobs.
export { markOutTradeNoPaid, payOrder, writeLog, type Actor } from './order-transitions.ts';
export { closeOrderTx } from './order-close.ts';
