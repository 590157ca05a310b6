// Combo packages' public face outside their pages: the goods page's entrance.
export { ComboEntrance } from './components/combo-entrance.tsx';
// The entrance's call, so the goods page can wait for it before drawing (no second request: same query key).
export { useGoodsCombos } from './api/combo-queries.ts';
