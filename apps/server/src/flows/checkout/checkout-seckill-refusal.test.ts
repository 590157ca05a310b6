import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quietError } from '../../platform/errors.ts';
import { logQueries, type QueryLog } from '../../test/query-count.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeBuyers, makeSale } from './checkout-seckill-test-helpers.ts';
import { idemKey, plainMembers, prepareSku } from './checkout-test-helpers.ts';

/*
 * The flash sale's refusal path does as little as it can (issue 17 item 3: every refused buyer told quickly):
 * past the member's session, one prepared statement reads the sale, the member's count, the slots and the
 * request key's earlier answer; a sold-out buyer is refused on it, a repeat of a buy answered from it. Once a
 * read showed the sale sold out, the buyers after cost the session only (seckill-sold-out.ts).
 */

let t: TestApp;
let log: QueryLog;
beforeAll(async () => {
  t = await createTestApp();
  await plainMembers(t);
  log = logQueries(t.database.db);
});
afterAll(async () => {
  log.stop();
  await t.close();
});

const create = (token: string, body: Record<string, unknown>) =>
  t.call('/seckill/api/ordercreate/create', { token, lang: 'en-us', ...body });

/** The statements one call sends. */
async function statementsOf(call: () => Promise<{ body: { code: number; message: string } }>) {
  log.clear();
  const res = await call();
  return { res, statements: [...log.statements] };
}

/** Waits until the sold-out memory's read of the sale's buyers went out (it runs after the refusal's answer). */
async function buyersRead() {
  for (let i = 0; i < 200 && !log.statements.some((s) => /distinct.*promotion_seckill_buy/s.test(s)); i++)
    await new Promise((r) => setTimeout(r, 10));
  await new Promise((r) => setTimeout(r, 20));
}

describe('the flash sale refusal path', () => {
  it('a sold-out buyer costs the session and one statement; a repeat of a buy gets its answer from it', async () => {
    const sku = await prepareSku(t, 1, { n: 80, stock: 50 });
    const sale = await makeSale(t, sku, { stock: 1, maxBuy: 1 });
    const [first, late, later] = await makeBuyers(t, 3, 'quiet');
    const key = idemKey();
    const bought = await create(first!, { ...sale, num: 1, idempotency_key: key });
    expect(bought.body.code, bought.body.message).toBe(0);

    const refused = await statementsOf(() => create(late!, { ...sale, num: 1, idempotency_key: idemKey() }));
    expect(refused.res.body.message).toBe('Product sold out');
    expect(refused.statements.slice(0, 2)).toHaveLength(2);
    expect(refused.statements[0]).toMatch(/member_session/);
    expect(refused.statements[1]).toMatch(/promotion_seckill/);
    expect(refused.statements[1]).toMatch(/idempotency_key/);
    await buyersRead();

    // The sale is remembered sold out: the next buyer costs the session only.
    const fromMemory = await statementsOf(() =>
      create(later!, { ...sale, num: 1, idempotency_key: idemKey() }),
    );
    expect(fromMemory.res.body.message).toBe('Product sold out');
    expect(fromMemory.statements).toHaveLength(1);
    expect(fromMemory.statements[0]).toMatch(/member_session/);

    // The buyer is not told 'sold out' from memory: the repeat reads its answer.
    const repeat = await statementsOf(() => create(first!, { ...sale, num: 1, idempotency_key: key }));
    expect(repeat.res.body).toMatchObject({ code: 0, data: bought.body.data });
    expect(repeat.statements).toHaveLength(2);
  });

  it('a sale without a limit remembers its buyers too, and units given back sell again at once', async () => {
    const sku = await prepareSku(t, 1, { n: 81, stock: 50 });
    const sale = await makeSale(t, sku, { stock: 1 });
    const [first, late] = await makeBuyers(t, 2, 'open');
    const key = idemKey();
    const bought = await create(first!, { ...sale, num: 1, idempotency_key: key });
    expect(bought.body.code, bought.body.message).toBe(0);
    log.clear();
    expect((await create(late!, { ...sale, num: 1, idempotency_key: idemKey() })).body.message).toBe(
      'Product sold out',
    );
    await buyersRead();
    expect((await create(first!, { ...sale, num: 1, idempotency_key: key })).body).toMatchObject({
      code: 0,
      data: bought.body.data,
    });

    // The unpaid order closes: its unit is on sale again for the next buyer, memory or not.
    const [order] = (
      (await t.database.db.execute(
        `select order_id from "order" where out_trade_no = '${bought.body.data}'`,
      )) as unknown as { rows: { order_id: number }[] }
    ).rows;
    expect((await t.call('/api/order/close', { token: first!, order_id: order!.order_id })).body.code).toBe(
      0,
    );
    const again = await create(late!, { ...sale, num: 1, idempotency_key: idemKey() });
    expect(again.body.code, again.body.message).toBe(0);
  });

  it('the refusal the path throws carries no stack', () => {
    const err = quietError('FAIL', 'SECKILL_SOLD_OUT');
    expect(err.stack ?? '').not.toMatch(/\n\s+at /);
    expect(err.errorCode).toBe('FAIL');
    // The stack depth is restored for every other error.
    expect(new Error('x').stack).toMatch(/\n\s+at /);
  });
});
