// For the operator console: members searched, read, locked and unlocked (this module owns the member row).
export { memberDetail, searchMembers, setMemberStatus } from './member-admin.service.ts';
// For withdrawals (modules/wallet): the payment password check, under its own failed-try limit.
export { checkPayPassword } from './pay-password.service.ts';
// For payments and refunds: the member's consumption totals (order_money, order_num).
export { countPaidOrders, takeBackRefund } from './member-spending.repository.ts';
