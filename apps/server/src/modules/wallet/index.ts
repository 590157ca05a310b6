// Member money: the checkout flow spends it, the order module gives it back when an order closes; the pay flow
// gives a manjian step's points.
export {
  givePoints,
  moveBalance,
  returnBalance,
  spendBalance,
  type BalanceAmount,
  type BalanceCause,
  type BalancePart,
} from './wallet.ts';
// Points and growth (loyalty, top-up, consumption and registration rewards) and stored-value credits (top-up).
export { giveReward, movePoints, type PointCause } from './points.ts';
export { creditStored } from './credit.ts';
export { WALLET_POINT_MESSAGES } from './points.messages.ts';
// The remarks the mall writes on ledger rows, stored as notes and read in the reader's language.
export { ledgerNote, ledgerRemark, type LedgerNote } from './ledger-notes.ts';
// The reconciliation of member columns against the ledger (npm run reconcile, and tests after money moves).
export { ledgerMismatches, memberCount } from './account.service.ts';
// The auto-audit and auto-transfer of withdrawals (main.ts runs it on the jobs runner).
export { autoWithdrawJob, runAutoWithdraw } from './withdraw-auto.ts';
// After-sales: taking back an order's points and growth when it is fully refunded.
export { takeBackOrderRewards, type TakeBackResult } from './take-back.ts';
