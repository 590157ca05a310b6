import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBuyers, makeSale } from './checkout-seckill-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { idemKey, one, plainMembers, prepareSku } from './checkout-test-helpers.ts';

// Debian's redis-server, started here on a free port; machines without it skip this file (see the report line).
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

async function startRedis(port: number): Promise<ChildProcess> {
  const p = spawn('redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const c = net
        .connect(port, '127.0.0.1', () => (c.end(), resolve(true)))
        .on('error', () => resolve(false));
    });
    if (up) return p;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('redis-server did not start');
}

describe.skipIf(!hasRedis)('seckill with the Redis gate', () => {
  let t: TestApp;
  let redis: ChildProcess;
  let port = 0;
  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
    await plainMembers(t);
  });
  afterAll(async () => {
    // The test app's failure limits live in the same Redis: it comes back so they can be cleared.
    if (redis.exitCode !== null || redis.signalCode !== null) redis = await startRedis(port);
    await t.close();
    redis.kill('SIGKILL');
  });

  const rush = (tokens: string[], sale: object) =>
    Promise.all(
      tokens.map((token) =>
        t.call('/seckill/api/ordercreate/create', { token, ...sale, num: 1, idempotency_key: idemKey() }),
      ),
    );

  it('sells exactly the stock with the gate, and again exactly after Redis is stopped mid-sale', async () => {
    const sku = await prepareSku(t, 1, { stock: 1000 });
    const sale = await makeSale(t, sku, { stock: 30, maxBuy: 1 });
    const buyers = await makeBuyers(t, 120, 'gate');
    const first = await rush(buyers.slice(0, 60), sale);
    const sold1 = first.filter((r) => r.body.code === 0).length;
    expect(sold1).toBeGreaterThan(0);
    expect(sold1).toBeLessThanOrEqual(30);
    // Redis goes away in the middle of the sale: buyers go straight to the database, which still decides.
    redis.kill('SIGKILL');
    await new Promise((r) => redis.once('exit', r));
    const second = await rush(buyers.slice(60), sale);
    const all = [...first, ...second];
    expect(all.filter((r) => r.body.code === 0)).toHaveLength(30);
    expect(new Set(all.filter((r) => r.body.code !== 0).map((r) => r.body.message))).toEqual(
      new Set(['Product sold out']),
    );
    expect(
      await one(
        t,
        `select stock, sale_num from promotion_seckill_goods where seckill_id = ${sale.seckill_id}`,
      ),
    ).toEqual({ stock: 0, sale_num: 30 });
  });
});
