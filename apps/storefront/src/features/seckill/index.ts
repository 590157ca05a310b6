// The flash sale's entrances for other features: the home page block and the goods detail's link.
export { GoodsSeckillEntry } from './components/goods-seckill-entry.tsx';
// The entrance's call, so the goods page can wait for it before drawing (no second request: same query key).
export { useGoodsSale } from './api/seckill-queries.ts';
export const loadHomeSeckill = () => import('./components/home-seckill.tsx');
