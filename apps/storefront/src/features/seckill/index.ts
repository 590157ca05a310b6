// The flash sale's entrances for other features: the home page block and the goods detail's link.
export { GoodsSeckillEntry } from './components/goods-seckill-entry.tsx';
export const loadHomeSeckill = () => import('./components/home-seckill.tsx');
