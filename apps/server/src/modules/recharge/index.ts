// For the pay flow: a top-up payment pays its top-up order; for main.ts: the auto-close timer.
export { hasUnpaidRechargeOrder, payRechargeOrder } from './recharge-pay.ts';
export { RECHARGE_PAY_EVENT } from './recharge.service.ts';
export { closeDueRechargeOrders, rechargeAutoCloseJob } from './recharge-timer.ts';
