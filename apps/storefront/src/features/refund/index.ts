// After-sales as other features use it: the per-line refund entry of the order list and detail, and the member
// centre's notices of what the shop and the platform did.
export { LineRefund } from './components/line-refund.tsx';
export { RefundNotices } from './components/refund-notices.tsx';
