import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, prepareSku, rows } from '../../flows/checkout/checkout-test-helpers.ts';
import { solvedCaptcha } from '../account/account-test-helpers.ts';
import { consoleToken } from '../../test/console-test-helpers.ts';
import { reconcileAfterEach } from '../../test/ledger-check.ts';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let bob: string;
let alice: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  bob = await t.loginAs('bob');
  alice = await t.loginAs('alice');
  admin = await consoleToken(t, 'admin');
});
reconcileAfterEach(() => t);
afterAll(() => t.close());

const memberOf = (username: string) =>
  one(
    t,
    `select point, growth, member_level_name, sign_days_series from member where username = '${username}'`,
  );
const op = (path: string, body: Record<string, unknown> = {}) =>
  t.call(`/operator/api/${path}`, { token: admin, ...body });
const calendar = async (token: string) => (await t.call('/api/membersignin/calendar', { token })).body.data;
const nextDay = () => t.call('/api/demo/clock', { days: 1 });

describe('daily sign-in', () => {
  it('rewards the streak day of the award list, once a day, and refuses a second sign-in', async () => {
    const before = await memberOf('bob');
    const first = await t.call('/api/membersignin/signin', { token: bob });
    expect(first.body.data).toEqual({ sign_days_series: 1, point: 5, growth: 2, coupon: 0, coupon_given: 0 });
    const again = await t.call('/api/membersignin/signin', { token: bob });
    expect(outcomeOf(again)).toBe('ERROR');
    expect(again.body.message).toBe('You have already signed in today');
    const zh = await t.call('/api/membersignin/signin', { token: bob, lang: 'zh-tw' });
    expect(zh.body.message).toBe('今天已經簽到過了');
    expect((await t.call('/api/membersignin/issign', { token: bob })).body.data).toBe(1);
    const after = await memberOf('bob');
    expect(Number(after.point) - Number(before.point)).toBe(5);
    expect(Number(after.growth) - Number(before.growth)).toBe(2);
    const cal = await calendar(bob);
    expect(cal).toMatchObject({
      is_sign: 1,
      sign_days_series: 1,
      today_award: { point: 5, growth: 2, coupon: 0 },
    });
    expect(cal.signed_days).toEqual([cal.today]);
  });

  it('gives one reward when signing in 30 times at once', async () => {
    const before = await memberOf('alice');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => t.call('/api/membersignin/signin', { token: alice })),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.error_code === 'ERROR')).toHaveLength(29);
    const after = await memberOf('alice');
    expect(Number(after.point) - Number(before.point)).toBe(5);
    const signs = await rows(
      t,
      `select 1 from member_signin where member_id = (select member_id from member where username = 'alice')`,
    );
    expect(signs).toHaveLength(1);
  });

  it('grows the streak on the next day, and starts again after a missed day', async () => {
    await nextDay();
    expect((await calendar(bob)).today_award).toEqual({ point: 10, growth: 4, coupon: 0 });
    const day2 = await t.call('/api/membersignin/signin', { token: bob });
    expect(day2.body.data).toMatchObject({ sign_days_series: 2, point: 10, growth: 4 });
    await nextDay();
    await nextDay();
    expect((await calendar(bob)).sign_days_series).toBe(0);
    const restart = await t.call('/api/membersignin/signin', { token: bob });
    expect(restart.body.data.sign_days_series).toBe(1);
    const points = (await t.call('/api/memberpoint/page', { token: bob, from_type: 'signin' })).body.data;
    expect(points.list.map((p: { account_data: number }) => p.account_data)).toEqual([5, 10, 5]);
    expect(points.list[0].type_name).toBe('Sign-in');
  });

  it('gives the last entry when the streak is past the list, and refuses when closed', async () => {
    const settings = (await op('loyalty/settings')).body.data;
    const saved = await op('loyalty/savesettings', {
      ...settings,
      signin_award: [
        { day: 1, point: 1, growth: 0 },
        { day: 2, point: 7, growth: 0 },
      ],
    });
    expect(outcomeOf(saved)).toBe('OK');
    await nextDay();
    const now = (await t.call('/api/demo/clock', { days: 0 })).body.data.now as number;
    await t.database.db.execute(
      `update member set sign_days_series = 9, sign_time = ${now - 86_400} where username = 'alice'`,
    );
    const r = await t.call('/api/membersignin/signin', { token: alice });
    expect(r.body.data).toMatchObject({ sign_days_series: 10, point: 7, growth: 0 });
    await op('loyalty/savesettings', { ...settings, signin_is_use: 0 });
    await nextDay();
    expect(outcomeOf(await t.call('/api/membersignin/signin', { token: alice }))).toBe('FAIL');
    await op('loyalty/savesettings', settings);
  });
});

describe('points and levels', () => {
  it('lists only my own points, by source, paged', async () => {
    const mine = (await t.call('/api/memberpoint/page', { token: alice, page_size: 1 })).body.data;
    expect(mine.count).toBeGreaterThanOrEqual(2);
    expect(mine.list).toHaveLength(1);
    const aliceId = (await one(t, `select member_id from member where username = 'alice'`)).member_id;
    const foreign = await rows(t, `select id from member_account where member_id <> ${aliceId}`);
    const ids = new Set(foreign.map((f) => f.id));
    const all = (await t.call('/api/memberpoint/page', { token: alice, page_size: 100 })).body.data.list;
    expect(all.some((p: { id: number }) => ids.has(p.id))).toBe(false);
    expect(outcomeOf(await t.call('/api/memberpoint/page', { token: alice, from_type: 'nope' }))).toBe(
      'PARAMETER_ERROR',
    );
  });

  it('moves the level up with growth (never down), and the checkout prices at the new level', async () => {
    const sku = await prepareSku(t, 3, { price: 10_000 });
    const calc = async () =>
      (await t.call('/api/ordercreate/simpleCalculate', { token: bob, sku_id: sku.sku_id, num: 1 })).body.data
        .goods_money;
    expect((await memberOf('bob')).member_level_name).toBe('Regular');
    expect(await calc()).toBe('100.00');
    const settings = (await op('loyalty/settings')).body.data;
    await op('loyalty/savesettings', { ...settings, signin_award: [{ day: 1, point: 0, growth: 1000 }] });
    await nextDay();
    await t.call('/api/membersignin/signin', { token: bob });
    expect((await memberOf('bob')).member_level_name).toBe('Silver');
    expect(await calc()).toBe('98.00');
    // A higher threshold added later does not take anyone down; growth reaching it moves the member up.
    await t.database.db.execute(`update member_level set growth = 999999 where level_name = 'Silver'`);
    await nextDay();
    await t.call('/api/membersignin/signin', { token: bob });
    expect((await memberOf('bob')).member_level_name).toBe('Silver');
    await t.database.db.execute(`update member_level set growth = 1000 where level_name = 'Silver'`);
    await op('loyalty/savesettings', settings);
  });
});

describe('operator rules and levels', () => {
  it('refuses bad rules and changes nothing', async () => {
    const before = (await op('loyalty/settings')).body.data;
    for (const bad of [
      { ...before, signin_award: [] },
      { ...before, signin_award: [{ day: 1, point: -1, growth: 0 }] },
      { ...before, signin_award: [{ day: 1, point: 1e308, growth: 0 }] },
      { ...before, consume: { ...before.consume, return_point_rate: '1.5' } },
      { ...before, consume: { ...before.consume, return_point_status: 'later' } },
      { ...before, register: { is_use: 1, point: 'ten', growth: 0 } },
    ]) {
      expect(outcomeOf(await op('loyalty/savesettings', bad))).toBe('PARAMETER_ERROR');
    }
    expect((await op('loyalty/settings')).body.data).toEqual(before);
  });

  it('adds, edits and deletes a level; the default and held levels stay', async () => {
    const added = await op('memberlevel/save', {
      level_name: 'Diamond',
      growth: 50000,
      consume_discount: 85,
    });
    expect(outcomeOf(added)).toBe('OK');
    const id = added.body.data.level_id;
    const dup = await op('memberlevel/save', { level_name: 'Twin', growth: 50000, consume_discount: 85 });
    expect(outcomeOf(dup)).toBe('ERROR');
    expect(
      outcomeOf(
        await op('memberlevel/save', {
          level_id: id,
          level_name: 'Diamond+',
          growth: 60000,
          consume_discount: 80,
        }),
      ),
    ).toBe('OK');
    const levels = (await t.call('/api/memberlevel/lists')).body.data;
    expect(levels.at(-1)).toMatchObject({ level_name: 'Diamond+', growth: 60000, consume_discount: 80 });
    expect(outcomeOf(await op('memberlevel/delete', { level_id: id }))).toBe('OK');
    expect(outcomeOf(await op('memberlevel/delete', { level_id: id }))).toBe('NOT_FOUND');
    expect(outcomeOf(await op('memberlevel/delete', { level_id: 1 }))).toBe('ERROR');
  });

  it('gives the registration reward with the new member, in one transaction, noted in the reader’s language', async () => {
    const settings = (await op('loyalty/settings')).body.data;
    expect(settings.register).toMatchObject({ is_use: 1, point: 100 });
    const register = async (username: string) =>
      t.call('/api/login/register', { username, password: 'Newbie@12345', ...(await solvedCaptcha(t)) });
    const done = await register('newbie');
    expect(outcomeOf(done)).toBe('OK');
    expect(Number((await memberOf('newbie')).point)).toBe(100);
    const memberId = (await one(t, `select member_id from member where username = 'newbie'`)).member_id;
    const ledger = await rows(
      t,
      `select from_type, account_data, remark from member_account where member_id = ${memberId} order by id`,
    );
    expect(ledger).toEqual([
      { from_type: 'register', account_data: 100, remark: '#registerReward' },
      { from_type: 'register', account_data: 10, remark: '#registerReward' },
    ]);
    const records = await t.call('/api/memberpoint/page', { token: done.body.data.token, lang: 'zh-cn' });
    expect(records.body.data.list).toEqual([
      expect.objectContaining({ account_data: 100, type_name: expect.any(String), remark: '注册奖励' }),
    ]);
    // A reward that cannot be written leaves no member behind: the member and the reward are one transaction.
    await t.database.db.execute(`create function refuse_register() returns trigger language plpgsql as $$
      begin if new.from_type = 'register' then raise exception 'reward refused'; end if; return new; end $$`);
    await t.database.db.execute(`create trigger refuse_register before insert on member_account
      for each row execute function refuse_register()`);
    try {
      expect(outcomeOf(await register('newbie_two'))).not.toBe('OK');
      expect((await one(t, `select count(*)::int n from member where username = 'newbie_two'`)).n).toBe(0);
    } finally {
      await t.database.db.execute(`drop trigger refuse_register on member_account`);
      await t.database.db.execute(`drop function refuse_register()`);
    }
  });
});

describe('sign-in coupons (facts §4.7 award.coupon)', () => {
  const couponsOf = (username: string) =>
    rows(
      t,
      `select platformcoupon_type_id, state, get_type from promotion_platformcoupon
       where member_id = (select member_id from member where username = '${username}') order by 1`,
    );

  it("issues the streak day's platform coupon, names it on the calendar, and gives none when none is left", async () => {
    const added = await op('platformcoupon/add', {
      platformcoupon_name: 'Sign-in treat',
      money: '5',
      at_least: '50',
      count: 1,
      validity_type: 1,
      fixed_term: 7,
    });
    expect(outcomeOf(added)).toBe('OK');
    const typeId = Number(
      (await one(t, `select max(platformcoupon_type_id) as id from promotion_platformcoupon_type`)).id,
    );
    const settings = (await op('loyalty/settings')).body.data;
    const award = [{ day: 1, point: 3, growth: 1, coupon: typeId }];
    expect(outcomeOf(await op('loyalty/savesettings', { ...settings, signin_award: award }))).toBe('OK');
    const unknownType = { ...settings, signin_award: [{ day: 1, point: 0, growth: 0, coupon: -1 }] };
    expect(outcomeOf(await op('loyalty/savesettings', unknownType))).toBe('PARAMETER_ERROR');
    await nextDay();
    const demo = await t.loginAs('demo');
    const cal = await calendar(demo);
    expect(cal.today_award).toEqual({ point: 3, growth: 1, coupon: typeId });
    expect(cal.coupons).toEqual([
      { coupon_type_id: typeId, name: 'Sign-in treat', money: '5.00', at_least: '50.00' },
    ]);
    const before = await couponsOf('demo');
    const r = await t.call('/api/membersignin/signin', { token: demo });
    expect(r.body.data).toMatchObject({ point: 3, growth: 1, coupon: typeId, coupon_given: 1 });
    const after = await couponsOf('demo');
    expect(after.length - before.length).toBe(1);
    expect(after.at(-1)).toEqual({ platformcoupon_type_id: typeId, state: 1, get_type: 4 });
    const taken = await one(
      t,
      `select lead_count from promotion_platformcoupon_type where platformcoupon_type_id = ${typeId}`,
    );
    expect(Number(taken.lead_count)).toBe(1);

    // The type's only coupon is gone: the next member still signs in and gets the points, not a coupon.
    const bobBefore = await couponsOf('bob');
    const r2 = await t.call('/api/membersignin/signin', { token: await t.loginAs('bob') });
    expect(r2.body.data).toMatchObject({ point: 3, coupon: typeId, coupon_given: 0 });
    expect(await couponsOf('bob')).toEqual(bobBefore);
    await op('loyalty/savesettings', settings);
  });
});
