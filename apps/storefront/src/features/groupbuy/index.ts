// Group buys' public face outside their pages: the goods page's entrance.
export { GroupbuyEntrance } from './components/groupbuy-entrance.tsx';
// The entrance's call, so the goods page can wait for it before drawing (no second request: same query key).
export { useGoodsGroupbuy } from './api/groupbuy-queries.ts';
