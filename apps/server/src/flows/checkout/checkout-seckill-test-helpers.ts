import { createSession } from '../../platform/auth/session-store.ts';
import type { TestApp } from '../../test/test-app.ts';

type Row = Record<string, unknown>;
const rowsOf = async (t: TestApp, text: string): Promise<Row[]> =>
  ((await t.database.db.execute(text)) as unknown as { rows: Row[] }).rows;

/** Seconds since local midnight now (the server's slots are local times). */
export function daySecondsNow(): number {
  const d = new Date();
  return d.getHours() * 3600 + d.getMinutes() * 60 + d.getSeconds();
}

/** A slot covering [from, to) seconds of the day; answers its id. */
export async function makeSlot(t: TestApp, from: number, to: number): Promise<number> {
  const [r] = await rowsOf(
    t,
    `insert into promotion_seckill_time (name, seckill_start_time, seckill_end_time) values ('t', ${from}, ${to}) returning id`,
  );
  return Number(r!.id);
}

/**
 * A running sale of one SKU at 50.00 (price 100.00 from prepareSku) on the given slots (all day by default),
 * with its own stock and daily limit; answers ids.
 */
export async function makeSale(
  t: TestApp,
  sku: { sku_id: number; goods_id: number },
  opts: { stock: number; maxBuy?: number; slots?: number[]; status?: number; start?: number; end?: number },
): Promise<{ seckill_id: number; sku_id: number }> {
  const now = Math.floor(Date.now() / 1000);
  const slots = opts.slots ?? [await makeSlot(t, 0, 86_400)];
  const [sale] = await rowsOf(
    t,
    `insert into promotion_seckill (site_id, seckill_name, status, start_time, end_time, goods_id, seckill_price, seckill_time_id)
     select site_id, 'test sale', ${opts.status ?? 1}, ${opts.start ?? now - 3600}, ${opts.end ?? now + 86_400}, goods_id, 5000,
       ',${slots.join(',')},' from goods_sku where sku_id = ${sku.sku_id} returning id`,
  );
  const id = Number(sale!.id);
  await t.database.db.execute(
    `insert into promotion_seckill_goods (seckill_id, site_id, goods_id, sku_id, sku_name, seckill_price, price, stock, max_buy)
     select ${id}, site_id, goods_id, sku_id, sku_name, 5000, price, ${opts.stock}, ${opts.maxBuy ?? 0}
     from goods_sku where sku_id = ${sku.sku_id}`,
  );
  return { seckill_id: id, sku_id: sku.sku_id };
}

/** `n` new members with a copy of demo's default address and a live session each; answers their tokens. */
export async function makeBuyers(t: TestApp, n: number, tag: string): Promise<string[]> {
  const made = await rowsOf(
    t,
    `insert into member (username, nickname, password, member_level, member_level_name)
     select '${tag}' || g, '${tag}' || g, password, member_level, member_level_name
     from member, generate_series(1, ${n}) g where username = 'demo' returning member_id`,
  );
  const ids = made.map((r) => Number(r.member_id));
  await t.database.db.execute(
    `insert into member_address (member_id, name, mobile, telephone, province_id, city_id, district_id, community_id,
       address, full_address, is_default)
     select m.member_id, a.name, a.mobile, a.telephone, a.province_id, a.city_id, a.district_id, a.community_id,
       a.address, a.full_address, 1
     from member m, member_address a, member d
     where m.member_id in (${ids.join(',')}) and d.username = 'demo' and a.member_id = d.member_id and a.is_default = 1`,
  );
  const tokens: string[] = [];
  for (const id of ids) tokens.push((await createSession(t.database.db, id)).token);
  return tokens;
}
