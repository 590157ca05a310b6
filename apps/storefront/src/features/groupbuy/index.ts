// Group buys' public face outside their pages: the goods page's entrance.
export { GroupbuyEntrance } from './components/groupbuy-entrance.tsx';
