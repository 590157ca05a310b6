// Member money: the checkout flow spends it, the order module gives it back when an order closes.
export {
  returnBalance,
  spendBalance,
  type BalanceAmount,
  type BalanceCause,
  type BalancePart,
} from './wallet.ts';
