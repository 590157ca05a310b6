// After-sales as other features use it: the per-line refund entry of the order list and detail.
export { LineRefund } from './components/line-refund.tsx';
