// Flash sales: only this module writes the promotion_seckill* tables.
export { seckillRoutes } from './seckill.routes.ts';
export { seckillStatusJob } from './seckill-jobs.ts';
// For the checkout flow: the seckill line's terms, taking what an order holds, the optional Redis gate.
export { readSeckillLine, takeSeckillQuota, takeSeckillStock, type SeckillLine } from './seckill-buy.ts';
export { noteSoldOut, rememberedSoldOut } from './seckill-sold-out.ts';
export { assertSeckillPlugin } from './seckill.service.ts';
export { createSeckillGate, type SeckillGate } from './seckill-gate.ts';
