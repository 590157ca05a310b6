import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../../flows/checkout/checkout-test-helpers.ts';
import { AppError } from '../../platform/errors.ts';
import { reconcileAfterEach } from '../../test/ledger-check.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { movePoints } from './points.ts';

let t: TestApp;
let bobId: number;
beforeAll(async () => {
  t = await createTestApp();
  bobId = Number((await one(t, `select member_id from member where username = 'bob'`)).member_id);
});
reconcileAfterEach(() => t);
afterAll(() => t.close());

const cause = { fromType: 'adjust', remark: 'test', tag: 't' };
const now = Math.floor(Date.now() / 1000);
const bob = () => one(t, `select point, growth from member where member_id = ${bobId}`);

describe('points and growth movements', () => {
  it('moves the column and writes its ledger row in one transaction', async () => {
    const before = await bob();
    await t.database.db.transaction((tx) => movePoints(tx, bobId, 'point', -30, cause, now));
    expect(Number((await bob()).point)).toBe(Number(before.point) - 30);
    const [row] = await rows(
      t,
      `select account_type, account_data from member_account where member_id = ${bobId} order by id desc limit 1`,
    );
    expect(row).toEqual({ account_type: 'point', account_data: -30 });
  });

  it('refuses to go below zero (ACCOUNT_EMPTY) and leaves nothing behind', async () => {
    const before = await bob();
    const ledger = await one(t, `select count(*)::int as n from member_account where member_id = ${bobId}`);
    const move = t.database.db.transaction((tx) =>
      movePoints(tx, bobId, 'point', -(Number(before.point) + 1), cause, now),
    );
    await expect(move).rejects.toBeInstanceOf(AppError);
    await expect(move).rejects.toMatchObject({ messageKey: 'POINTS_ACCOUNT_EMPTY' });
    expect(await bob()).toEqual(before);
    expect(await one(t, `select count(*)::int as n from member_account where member_id = ${bobId}`)).toEqual(
      ledger,
    );
  });

  it('takes exactly what there is when parallel spends race (never negative)', async () => {
    const have = Number((await bob()).point);
    const spends = Array.from({ length: 10 }, () =>
      t.database.db
        .transaction((tx) => movePoints(tx, bobId, 'point', -Math.ceil(have / 3), cause, now))
        .then(
          () => 1,
          () => 0,
        ),
    );
    const ok = (await Promise.all(spends)).reduce((a: number, b) => a + b, 0);
    expect(ok).toBe(Math.floor(have / Math.ceil(have / 3)));
    expect(Number((await bob()).point)).toBe(have - ok * Math.ceil(have / 3));
  });
});
