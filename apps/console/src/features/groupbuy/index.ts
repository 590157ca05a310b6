// The shop's goods picker the promotions' forms share (group buys and combo packages).
export { useShopGoodsOptions } from './api/groupbuy-queries.ts';
