import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quietError } from '../../platform/errors.ts';
import { logQueries, type QueryLog } from '../../test/query-count.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeBuyers, makeSale } from './checkout-seckill-test-helpers.ts';
import { idemKey, plainMembers, prepareSku } from './checkout-test-helpers.ts';

/*
 * The flash sale's refusal path does as little as it can (issue 17 item 3: every refused buyer told quickly):
 * past the member's session, one prepared statement reads the sale, the member's count, the slots and the
 * request key's earlier answer; a sold-out buyer is refused on it, a repeat of a buy answered from it.
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

describe('the flash sale refusal path', () => {
  it('a sold-out buyer costs the session and one statement; a repeat of a buy gets its answer from it', async () => {
    const sku = await prepareSku(t, 1, { n: 80, stock: 50 });
    const sale = await makeSale(t, sku, { stock: 1, maxBuy: 1 });
    const [first, late] = await makeBuyers(t, 2, 'quiet');
    const key = idemKey();
    const bought = await create(first!, { ...sale, num: 1, idempotency_key: key });
    expect(bought.body.code, bought.body.message).toBe(0);

    const refused = await statementsOf(() => create(late!, { ...sale, num: 1, idempotency_key: idemKey() }));
    expect(refused.res.body.message).toBe('Product sold out');
    expect(refused.statements).toHaveLength(2);
    expect(refused.statements[0]).toMatch(/member_session/);
    expect(refused.statements[1]).toMatch(/promotion_seckill/);
    expect(refused.statements[1]).toMatch(/idempotency_key/);

    const repeat = await statementsOf(() => create(first!, { ...sale, num: 1, idempotency_key: key }));
    expect(repeat.res.body).toMatchObject({ code: 0, data: bought.body.data });
    expect(repeat.statements).toHaveLength(2);
  });

  it('the refusal the path throws carries no stack', () => {
    const err = quietError('FAIL', 'SECKILL_SOLD_OUT');
    expect(err.stack ?? '').not.toMatch(/\n\s+at /);
    expect(err.errorCode).toBe('FAIL');
    // The stack depth is restored for every other error.
    expect(new Error('x').stack).toMatch(/\n\s+at /);
  });
});
