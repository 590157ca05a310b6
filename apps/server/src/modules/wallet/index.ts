// Member money: the checkout flow spends it, the order module gives it back when an order closes; the pay flow
// gives a manjian step's points.
export {
  givePoints,
  returnBalance,
  spendBalance,
  type BalanceAmount,
  type BalanceCause,
  type BalancePart,
} from './wallet.ts';
