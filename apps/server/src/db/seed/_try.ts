import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../client.ts';
import { seedDemo } from './index.ts';
import { sql } from 'drizzle-orm';
const t0 = performance.now();
const pglite = new PGlite();
const { db } = await openDatabase({ pglite });
const t1 = performance.now();
console.log('open', Math.round(t1 - t0));
const r = await seedDemo(db, { large: process.argv.includes('--large') });
const t2 = performance.now();
console.log('seed', r, Math.round(t2 - t1));
for (const t of ['goods', 'goods_sku', 'goods_category', 'goods_brand', 'shop', 'pc_floor', 'notice', 'help', 'member']) {
  const res = await db.execute(sql.raw(`select count(*)::int as c from ${t}`));
  console.log(t, (res as unknown as { rows: { c: number }[] }).rows[0]);
}
const names = await db.execute(sql.raw(`select goods_id, goods_name, price, market_price from goods order by random() limit 40`));
console.log((names as unknown as { rows: unknown[] }).rows);
