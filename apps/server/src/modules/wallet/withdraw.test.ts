import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows, setPayPassword } from '../../flows/checkout/checkout-test-helpers.ts';
import { consoleToken } from '../../test/console-test-helpers.ts';
import { reconcileAfterEach } from '../../test/ledger-check.ts';
import { createJobRunner } from '../../platform/jobs/job-runner.ts';
import { autoWithdrawJob, ledgerMismatches } from './index.ts';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let bob: string;
let alice: string;
let admin: string;
const PIN = '258369';
const bobId = async () =>
  Number((await one(t, `select member_id from member where username = 'bob'`)).member_id);
const cashOf = async (username: string) =>
  Number((await one(t, `select balance_money from member where username = '${username}'`)).balance_money);

/** Gives bob exactly `cents` of cash the operator's way (an adjustment with its ledger row). */
async function setBobCash(cents: number) {
  const delta = cents - (await cashOf('bob'));
  if (delta === 0) return;
  const r = await t.call('/operator/api/member/adjustbalance', {
    token: admin,
    member_id: await bobId(),
    account_type: 'balance_money',
    amount: (delta / 100).toFixed(2),
    remark: 'test',
  });
  expect(outcomeOf(r)).toBe('OK');
}
const addAlipay = (token: string, extra: Record<string, unknown> = {}) =>
  t.call('/api/memberbankaccount/add', {
    token,
    realname: 'Bob Li',
    mobile: '13800000003',
    withdraw_type: 'alipay',
    bank_account: 'bob@example.com',
    ...extra,
  });
const apply = (money: unknown, extra: Record<string, unknown> = {}) =>
  t.call('/api/memberwithdraw/apply', { token: bob, apply_money: money, pay_password: PIN, ...extra });
const saveConfig = (extra: Record<string, unknown> = {}) =>
  t.call('/operator/api/withdraw/saveconfig', {
    token: admin,
    is_use: 1,
    is_auto_audit: 0,
    is_auto_transfer: 0,
    rate: '1.5',
    min: '10',
    transfer_type: ['bank', 'alipay'],
    ...extra,
  });

beforeAll(async () => {
  t = await createTestApp();
  [bob, alice] = await Promise.all([t.loginAs('bob'), t.loginAs('alice')]);
  admin = await consoleToken(t, 'admin');
  await setPayPassword(t, 'bob', PIN);
  expect(outcomeOf(await saveConfig())).toBe('OK');
});
afterAll(() => t.close());
// The reconciliation after every money test: columns equal their ledger sums for every member.
reconcileAfterEach(() => t);

describe('the demo seed', () => {
  it('opens a ledger row for every amount it gives, so a fresh database reconciles', async () => {
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
    const opening = await rows(t, `select count(*) as n from member_account where from_type = 'adjust'`);
    // demo: stored, points, growth; alice: stored, cash, points, growth; bob: points, growth.
    expect(Number(opening[0]!.n)).toBe(9);
  });

  it('reports a column written without its ledger row', async () => {
    await t.database.db.execute(`update member set growth = growth + 7 where username = 'bob'`);
    expect(await ledgerMismatches(t.database.db)).toEqual([
      { memberId: await bobId(), accountType: 'growth', column: 127, ledger: 120 },
    ]);
    await t.database.db.execute(`update member set growth = growth - 7 where username = 'bob'`);
  });
});

describe('withdrawal accounts', () => {
  it('adds bank and Alipay accounts, refuses wechat with the spec text, keeps the default', async () => {
    const wechat = await addAlipay(bob, { withdraw_type: 'wechatpay', lang: 'en-us' });
    expect(wechat.body.message).toBe('WeChat withdrawal is not supported, please choose Alipay');
    const noAccount = await apply('20.00', { lang: 'en-us' });
    expect(noAccount.body.message).toBe('Please add a withdrawal account first');
    const first = await addAlipay(bob);
    expect(outcomeOf(first)).toBe('OK');
    const noBank = await addAlipay(bob, { withdraw_type: 'bank', bank_account: '6222000011112222' });
    expect(outcomeOf(noBank)).toBe('PARAMETER_ERROR');
    const bank = await addAlipay(bob, {
      withdraw_type: 'bank',
      branch_bank_name: 'ICBC Hangzhou',
      bank_account: '6222000011112222',
    });
    const list = (await t.call('/api/memberbankaccount/page', { token: bob, lang: 'zh-cn' })).body.data;
    expect(list.count).toBe(2);
    expect(list.list[0]).toMatchObject({ id: first.body.data, is_default: 1, withdraw_type_name: '支付宝' });
    const del = await t.call('/api/memberbankaccount/delete', {
      token: bob,
      id: first.body.data,
      lang: 'ru',
    });
    expect(del.body.message).toBe('Счёт по умолчанию нельзя удалить');
    expect(outcomeOf(await t.call('/api/memberbankaccount/delete', { token: bob, id: bank.body.data }))).toBe(
      'OK',
    );
  });

  it("reads another member's account ids as not found", async () => {
    const [own] = await rows(
      t,
      `select a.id from member_bank_account a join member m using (member_id) where m.username = 'bob'`,
    );
    const id = Number(own!.id);
    for (const path of ['info', 'delete', 'setdefault']) {
      expect(outcomeOf(await t.call(`/api/memberbankaccount/${path}`, { token: alice, id }))).toBe(
        'NOT_FOUND',
      );
    }
    const edit = await addAlipay(alice);
    expect(outcomeOf(edit)).toBe('OK');
    await setBobCash(5000);
    expect(outcomeOf(await apply('20', { account_id: edit.body.data }))).toBe('NOT_FOUND');
    expect(await cashOf('bob')).toBe(5000);
  });
});

describe('applying', () => {
  it('refuses bad amounts clearly and changes nothing', async () => {
    await setBobCash(5000);
    const cases: [unknown, string][] = [
      [undefined, 'Please enter the withdrawal amount'],
      ['', 'Please enter the withdrawal amount'],
      ['abc', 'Enter an amount greater than 0 with at most 2 decimals'],
      [-20, 'Enter an amount greater than 0 with at most 2 decimals'],
      ['12.345', 'Enter an amount greater than 0 with at most 2 decimals'],
      [1e308, 'Enter an amount greater than 0 with at most 2 decimals'],
      ['0', 'Enter an amount greater than 0 with at most 2 decimals'],
      ['5', 'The amount is below the minimum withdrawal of 10.00'],
      ['50.01', 'The amount exceeds your withdrawable balance'],
      ['99999999999999999999', 'Enter an amount greater than 0 with at most 2 decimals'],
    ];
    for (const [money, message] of cases) {
      const r = await apply(money, { lang: 'en-us' });
      expect(r.body.code, String(money)).not.toBe(0);
      expect(r.body.message, String(money)).toBe(message);
    }
    expect(outcomeOf(await apply('20', { pay_password: '000000' }))).toBe('FAIL');
    expect(await cashOf('bob')).toBe(5000);
    expect(Number((await one(t, `select count(*) as n from member_withdraw`)).n)).toBe(0);
  });

  it('shows the fee before confirming, takes the cash at apply and answers the stages', async () => {
    await setBobCash(5000);
    const fee = (await t.call('/api/memberwithdraw/fee', { token: bob, apply_money: '20' })).body.data;
    expect(fee).toEqual({ apply_money: '20.00', service_money: '0.30', money: '19.70' });
    const r = await apply('20');
    expect(outcomeOf(r)).toBe('OK');
    expect(await cashOf('bob')).toBe(3000);
    const info = (await t.call('/api/memberwithdraw/info', { token: bob })).body.data;
    expect(info.member_info).toEqual({
      balance_money: '30.00',
      balance_withdraw_apply: '20.00',
      balance_withdraw: '0.00',
    });
    const detail = (
      await t.call('/api/memberwithdraw/detail', { token: bob, id: r.body.data.id, lang: 'en-us' })
    ).body.data;
    expect(detail).toMatchObject({
      status: 0,
      status_name: 'Pending audit',
      service_money: '0.30',
      money: '19.70',
      transfer_type: 'alipay',
    });
    expect(outcomeOf(await t.call('/api/memberwithdraw/detail', { token: alice, id: r.body.data.id }))).toBe(
      'NOT_FOUND',
    );
    const ledger = (
      await t.call('/api/memberaccount/page', { token: bob, from_type: 'withdraw', lang: 'en-us' })
    ).body.data;
    expect(ledger.list[0]).toMatchObject({
      account_type: 'balance_money',
      account_data: '-20.00',
      type_name: 'Withdrawal',
    });
  });

  it('20 parallel withdrawals over the cash: only what the cash covers goes through', async () => {
    await setBobCash(10000);
    const results = await Promise.all(Array.from({ length: 20 }, () => apply('30')));
    const outcomes = results.map(outcomeOf);
    // 100.00 of cash covers three requests of 30.00. The others are refused: as exceeding the balance, or by
    // the payment password's try limit (5 tries in flight at most), which a burst of 20 also meets.
    expect(outcomes.filter((o) => o === 'OK')).toHaveLength(3);
    expect(outcomes.filter((o) => o !== 'OK' && o !== 'FAIL' && o !== 'RATE_LIMITED')).toEqual([]);
    expect(outcomes.filter((o) => o === 'FAIL').length).toBeGreaterThan(0);
    expect(await cashOf('bob')).toBe(1000);
    expect(
      Number((await one(t, `select count(*) as n from member_withdraw where apply_money = 3000`)).n),
    ).toBe(3);
  });
});

describe('idempotent apply', () => {
  it('10 parallel retries of one key freeze the cash once and answer the same request', async () => {
    await setBobCash(10000);
    const key = 'withdraw-key-0001';
    const results = await Promise.all(
      Array.from({ length: 10 }, () => apply('40', { idempotency_key: key })),
    );
    // Every retry answers the one request (the pay password's try limit may refuse some of a burst).
    const ok = results.filter((r) => outcomeOf(r) === 'OK');
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok.map((r) => r.body.data.id)).size).toBe(1);
    expect(results.filter((r) => !['OK', 'RATE_LIMITED'].includes(outcomeOf(r)))).toEqual([]);
    expect(await cashOf('bob')).toBe(6000);
    const made = await one(t, `select count(*) as n from member_withdraw where idem_key = '${key}'`);
    expect(Number(made.n)).toBe(1);
    // A retry long after, when the cash no longer covers it, still answers the first request.
    await setBobCash(0);
    const late = await apply('40', { idempotency_key: key });
    expect(late.body.data.id).toBe(ok[0]!.body.data.id);
    // Another key is another request; another member's same key is theirs alone.
    await setBobCash(4000);
    expect(outcomeOf(await apply('40', { idempotency_key: 'withdraw-key-0002' }))).toBe('OK');
    expect(await cashOf('bob')).toBe(0);
    expect(outcomeOf(await apply('40', { idempotency_key: 'short' }))).toBe('PARAMETER_ERROR');
  });
});

describe('the operator', () => {
  const latest = async () => Number((await one(t, `select max(id) as id from member_withdraw`)).id);

  it('approves then marks transferred; a refusal gives the cash back', async () => {
    await setBobCash(5000);
    await apply('20');
    const id = await latest();
    expect(outcomeOf(await t.call('/operator/api/withdraw/transfer', { token: admin, id }))).toBe('FAIL');
    expect(outcomeOf(await t.call('/operator/api/withdraw/agree', { token: admin, id }))).toBe('OK');
    const done = await t.call('/operator/api/withdraw/transfer', {
      token: admin,
      id,
      certificate_remark: 'voucher 88',
    });
    expect(done.body.data).toMatchObject({ status: 2, certificate_remark: 'voucher 88' });
    expect(
      outcomeOf(await t.call('/operator/api/withdraw/refuse', { token: admin, id, refuse_reason: 'x' })),
    ).toBe('FAIL');

    await apply('30');
    const refusedId = await latest();
    expect(await cashOf('bob')).toBe(0);
    const refused = await t.call('/operator/api/withdraw/refuse', {
      token: admin,
      id: refusedId,
      refuse_reason: 'name mismatch',
    });
    expect(refused.body.data).toMatchObject({ status: -1, refuse_reason: 'name mismatch' });
    expect(await cashOf('bob')).toBe(3000);
    const info = (await t.call('/api/memberwithdraw/info', { token: bob })).body.data.member_info;
    expect(info).toMatchObject({ balance_withdraw: '20.00' });
  });

  it('two operators refusing at once give the cash back once', async () => {
    await setBobCash(3000);
    await apply('30');
    const id = await latest();
    const both = await Promise.all(
      [1, 2].map(() => t.call('/operator/api/withdraw/refuse', { token: admin, id, refuse_reason: 'dup' })),
    );
    expect(both.map(outcomeOf).sort()).toEqual(['FAIL', 'OK']);
    expect(await cashOf('bob')).toBe(3000);
  });

  it('auto-audit and auto-transfer are acted on by the jobs runner, once per request', async () => {
    expect(outcomeOf(await saveConfig({ is_auto_audit: 1, is_auto_transfer: 0, rate: 0 }))).toBe('OK');
    await setBobCash(6000);
    const first = await apply('30');
    // The request starts pending; the job decides, not the apply.
    expect(first.body.data.status).toBe(0);
    const statusOf = async (id: number) =>
      Number((await one(t, `select status from member_withdraw where id = ${id}`)).status);
    // Two processes' runners over one database: the job row and the requests are claimed once.
    const runners = [1, 2].map(() => createJobRunner(t.database.db, [autoWithdrawJob]));
    const clock = Math.floor(Date.now() / 1000) + 60;
    const ran = await Promise.all(runners.map((r) => r.tick(clock)));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await statusOf(first.body.data.id)).toBe(1);
    const audit = await one(
      t,
      `select audit_time, payment_time from member_withdraw where id = ${first.body.data.id}`,
    );
    expect(audit).toEqual({ audit_time: clock, payment_time: 0 });

    // Auto-transfer switched on later also transfers what is approved and waiting, on the next run.
    expect(outcomeOf(await saveConfig({ is_auto_audit: 1, is_auto_transfer: 1, rate: 0 }))).toBe('OK');
    const second = await apply('30');
    expect(await runners[0]!.tick(clock)).toBe(0); // not due again yet: the clock has to move
    expect(await runners[1]!.tick(clock + 30)).toBe(1);
    expect(await statusOf(first.body.data.id)).toBe(2);
    expect(await statusOf(second.body.data.id)).toBe(2);
    const info = (await t.call('/api/memberwithdraw/info', { token: bob })).body.data.member_info;
    expect(info).toMatchObject({ balance_money: '0.00', balance_withdraw_apply: '0.00' });

    // Switched off: a new request waits for the operator however far the clock moves.
    expect(outcomeOf(await saveConfig({ rate: 0 }))).toBe('OK');
    await setBobCash(3000);
    const third = await apply('30');
    await runners[0]!.tick(clock + 3600);
    expect(await statusOf(third.body.data.id)).toBe(0);
    expect(
      outcomeOf(
        await t.call('/operator/api/withdraw/refuse', {
          token: admin,
          id: third.body.data.id,
          refuse_reason: 'x',
        }),
      ),
    ).toBe('OK');

    expect(outcomeOf(await saveConfig({ is_use: 0 }))).toBe('OK');
    await setBobCash(3000);
    expect(outcomeOf(await apply('30'))).toBe('FAIL');
    expect(outcomeOf(await saveConfig({ rate: '100.01' }))).toBe('PARAMETER_ERROR');
    expect(outcomeOf(await saveConfig())).toBe('OK');
  });

  it('an adjustment cannot make an account negative: ACCOUNT_EMPTY in the request language', async () => {
    await setBobCash(1000);
    const r = await t.call('/operator/api/member/adjustbalance', {
      token: admin,
      member_id: await bobId(),
      account_type: 'balance_money',
      amount: '-10.01',
      remark: 'too much',
      lang: 'zh-tw',
    });
    expect(r.body.message).toBe('帳戶餘額不足');
    expect(await cashOf('bob')).toBe(1000);
  });
});

describe('balance and ledger', () => {
  it('answers both balances and pages the records with a type filter', async () => {
    const info = (await t.call('/api/memberaccount/info', { token: alice })).body.data;
    expect(info).toMatchObject({ balance: '1288.00', balance_money: '200.00', balance_total: '1488.00' });
    const all = (await t.call('/api/memberaccount/page', { token: alice, page_size: 1 })).body.data;
    expect(all).toMatchObject({ count: 2, page_count: 2 });
    const adjust = (
      await t.call('/api/memberaccount/page', { token: alice, account_type: 'point', lang: 'zh-cn' })
    ).body.data;
    expect(adjust.list).toEqual([expect.objectContaining({ account_data: '5600', type_name: '调整' })]);
    expect(outcomeOf(await t.call('/api/memberaccount/page', { token: alice, account_type: 'cash' }))).toBe(
      'PARAMETER_ERROR',
    );
  });
});
