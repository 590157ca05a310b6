// The order life-cycle: only this module writes order, order_goods, order_log and order_package.
export { checkTransition, ORDER_TRANSITIONS, type OrderFacts, type OrderRole } from './order-transitions.ts';
export { SYSTEM, type Actor, type ShopActor } from './order-move.ts';
// For the checkout flow: order ids, the orders with their lines, what a member already bought.
export { createOrders, reserveOrderIds, type NewOrderWithLines } from './order-create.ts';
export { selectPurchasedNums } from './order-lines.repository.ts';
// For the pay flow: paying the orders of a payment number once its pay row is paid.
export {
  onPromotionOrderPaid,
  payOrdersOfTradeNo,
  selectUnpaidOrders,
  type UnpaidOrder,
} from './order-pay.ts';
// For the merchant API and console: the shop's orders, shipping and the pickup desk.
export { type OrderGoodsRow, type OrderRow } from './order.repository.ts';
export {
  selectShopOrderDetail,
  selectShopOrderPage,
  selectShopOrderStats,
  type ShopOrderQuery,
} from './order-shop.repository.ts';
export { shipByExpress, shipByLocal, shippableOrder, type ShipResult } from './order-ship.ts';
export { confirmPickup } from './order-receive.ts';
// For the write-off counter (modules/verify): the order a code names, and writing it off.
export {
  findByWriteOffCode,
  writeOffOrder,
  type WriteOffKind,
  type WriteOffOrder,
} from './order-write-off.ts';
// For reviews (modules/review): the order and lines a member reviews, and the review flags.
export {
  evaluateLines,
  markEvaluated,
  REVIEWABLE_STATUSES,
  selectEvaluateOrder,
  type EvaluateLine,
  type EvaluateOrderRow,
} from './order-evaluate.ts';
// For after-sales: closing and locking in the caller's transaction.
export { closeOrderTx, onPromotionOrderClosed, type OrderCloseHook } from './order-close.ts';
export { lockOrder, unlockOrder } from './order-lock.ts';
// The timers and their settings (main.ts runs them on the jobs runner).
export { closeDueOrders, completeDueOrders, orderJobs, receiveDueOrders } from './order-timers.ts';
export { orderSettings, parseOrderSettings, type OrderSettings } from './order.settings.ts';
export {
  currentOrderSettings,
  currentRefundTimes,
  ORDER_TIMERS_CONFIG,
  REFUND_TIMES_CONFIG,
} from './order.settings.ts';
// For after-sales (modules/refund): a line's refund status, the order's lock while refunds run, closing it when
// every line is refunded.
export {
  closeIfAllRefunded,
  lockOrderForRefund,
  moveLineRefund,
  OPEN_REFUND_STATUSES,
  REFUNDED,
  selectOrderLines,
  syncRefundLock,
} from './order-refund.ts';
export type { OrderLineRow } from './order-lines.repository.ts';
