import { coupon } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let alice: string;
let bob: string;
let demo: string;
beforeAll(async () => {
  t = await createTestApp();
  [alice, bob, demo] = await Promise.all([t.loginAs('alice'), t.loginAs('bob'), t.loginAs('demo')]);
});
afterAll(() => t.close());

/** Rows of a raw SQL read (the Db type leaves the driver's result shape open). */
const sqlRows = async (text: string) =>
  ((await t.database.db.execute(text)) as unknown as { rows: Record<string, number>[] }).rows;

const now = () => Math.floor(Date.now() / 1000);
const rows = async (sql: string) => (await sqlRows(sql)) as Record<string, unknown>[];
const leadCount = async (id: number) =>
  Number(
    (await rows(`select lead_count from promotion_coupon_type where coupon_type_id = ${id}`))[0]!.lead_count,
  );
const shopTypes = async (body: Record<string, unknown> = {}) =>
  coupon.couponTypePageSchema.parse(
    (await t.call('/coupon/api/coupon/typepagelists', { page_size: 50, ...body })).body.data,
  );
const myCoupons = async (token: string, state: number) =>
  coupon.memberCouponPageSchema.parse(
    (await t.call('/coupon/api/coupon/memberpage', { token, state, page_size: 50 })).body.data,
  );

describe('coupon centre lists', () => {
  it('lists running, directly collectable types only, with how many are taken', async () => {
    const page = await shopTypes();
    const ids = page.list.map((c) => c.coupon_type_id);
    expect(ids).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 7, 10, 11, 12, 13]));
    for (const hidden of [8, 9, 14]) expect(ids).not.toContain(hidden); // ended, past its date, closed
    const allTaken = page.list.find((c) => c.coupon_type_id === 4)!;
    expect(allTaken).toMatchObject({ lead_count: 100, count: 100, fetch_state: 2, money: '5.00' });
    expect(page.list.find((c) => c.coupon_type_id === 2)).toMatchObject({
      type: 'discount',
      discount: '8.50',
    });
  });

  it('tells a logged-in member how many they hold and whether they reached the limit', async () => {
    const page = await shopTypes({ token: demo });
    expect(page.list.find((c) => c.coupon_type_id === 1)).toMatchObject({
      member_lead_count: 1,
      fetch_state: 0,
    });
    expect(page.list.find((c) => c.coupon_type_id === 11)).toMatchObject({
      member_lead_count: 1,
      fetch_state: 1,
    });
    const visitor = await shopTypes();
    expect(visitor.list.find((c) => c.coupon_type_id === 11)).toMatchObject({
      member_lead_count: 0,
      fetch_state: 0,
    });
  });

  it('filters by shop, and for goods detail by the goods scope', async () => {
    const shop3 = await shopTypes({ site_id: 3 });
    expect(shop3.list.map((c) => c.coupon_type_id)).toEqual([5]);
    const [listed] = (await rows(`select goods_ids from promotion_coupon_type where coupon_type_id = 5`)).map(
      (r) => String(r.goods_ids).split(',').filter(Boolean).map(Number),
    );
    const forListed = await t.call('/coupon/api/coupon/typelists', { site_id: 3, goods_id: listed![0] });
    expect(forListed.body.data.map((c: coupon.CouponType) => c.coupon_type_id)).toEqual([5]);
    const other = await rows(
      `select goods_id from goods where site_id = 3 and goods_id not in (${listed!.join(',')}) limit 1`,
    );
    const forOther = await t.call('/coupon/api/coupon/typelists', {
      site_id: 3,
      goods_id: other[0]!.goods_id,
    });
    expect(forOther.body.data).toEqual([]);
    const excluded = (await rows(`select goods_ids from promotion_coupon_type where coupon_type_id = 7`))[0]!;
    const firstExcluded = Number(String(excluded.goods_ids).split(',').filter(Boolean)[0]);
    const forExcluded = await t.call('/coupon/api/coupon/typelists', { site_id: 5, goods_id: firstExcluded });
    expect(forExcluded.body.data).toEqual([]);
  });

  it('lists platform coupons in the request language', async () => {
    const res = await t.call('/platformcoupon/api/platformcoupon/typepagelists', { lang: 'zh-cn' });
    const page = coupon.platformCouponTypePageSchema.parse(res.body.data);
    expect(page.list.map((c) => c.platformcoupon_type_id).sort()).toEqual([1, 2, 3, 4]);
    expect(page.list.find((c) => c.platformcoupon_type_id === 1)!.platformcoupon_name).toBe('全场满200减20');
    const left = await t.call('/platformcoupon/api/platformcoupon/typepagelists', { can_receive: 1 });
    expect(left.body.data.count).toBe(4);
  });
});

describe('collecting', () => {
  it('is login-forced', async () => {
    const res = await t.call('/coupon/api/coupon/receive', { coupon_type_id: 1 });
    expect(outcomeOf(res)).toBe('TOKEN_ERROR');
    expect(res.body.error_code).toBe('TOKEN_ERROR');
  });

  it('makes one coupon per collect valid until the type date, up to max_fetch', async () => {
    const before = await leadCount(1);
    const first = await t.call('/coupon/api/coupon/receive', { token: bob, coupon_type_id: 1 });
    expect(first.body.data).toMatchObject({ is_exist: 1 });
    const typeEnd = Number(
      (await rows(`select end_time from promotion_coupon_type where coupon_type_id = 1`))[0]!.end_time,
    );
    expect(first.body.data.end_time).toBe(typeEnd);
    const second = await t.call('/coupon/api/coupon/receive', { token: bob, coupon_type_id: 1 });
    expect(second.body.data.is_exist).toBe(0);
    const third = await t.call('/coupon/api/coupon/receive', {
      token: bob,
      coupon_type_id: 1,
      lang: 'en-us',
    });
    expect(outcomeOf(third)).toBe('ERROR');
    expect(third.body.message).toBe('You have reached the collection limit for this coupon');
    expect(await leadCount(1)).toBe(before + 2);
    const mine = await myCoupons(bob, 1);
    expect(mine.list.filter((c) => c.coupon_type_id === 1)).toHaveLength(2);
  });

  it('makes a coupon valid for fixed_term days from the collect', async () => {
    const res = await t.call('/coupon/api/coupon/receive', { token: bob, coupon_type_id: 2 });
    expect(Math.abs(res.body.data.end_time - (now() + 30 * 86_400))).toBeLessThan(5);
  });

  it('refuses a type whose coupons are all taken, and changes nothing', async () => {
    const res = await t.call('/coupon/api/coupon/receive', { token: bob, coupon_type_id: 4, lang: 'zh-cn' });
    expect(res.body.message).toBe('优惠券已被领完了');
    expect(await leadCount(4)).toBe(100);
    expect((await myCoupons(bob, 1)).list.some((c) => c.coupon_type_id === 4)).toBe(false);
  });

  it('refuses ended, past-date, closed, hidden and unknown types', async () => {
    await t.database.db.execute(`update promotion_coupon_type set is_show = 0 where coupon_type_id = 13`);
    const answer = async (id: number) =>
      (await t.call('/coupon/api/coupon/receive', { token: bob, coupon_type_id: id })).body.message;
    expect(await answer(8)).toBe('This event has ended');
    expect(await answer(9)).toBe('This event has ended');
    expect(await answer(14)).toBe('This event has ended');
    expect(await answer(13)).toBe('This coupon cannot be collected directly');
    expect(await answer(999_999)).toBe('This coupon does not exist');
    expect(await leadCount(8)).toBe(211);
  });

  it('collects platform coupons with the same rules', async () => {
    const call = (id: number, token: string) =>
      t.call('/platformcoupon/api/platformcoupon/receive', { token, platformcoupon_type_id: id });
    expect((await call(3, bob)).body.code).toBe(0); // 298 of 300
    expect((await call(3, bob)).body.message).toBe('You have reached the collection limit for this coupon');
    expect((await call(3, alice)).body.error_code).toBe('ERROR'); // alice holds one already
    expect((await call(3, demo)).body.data.is_exist).toBe(0); // 299; demo may take only one
    await t.database.db.execute(
      `update promotion_platformcoupon_type set max_fetch = 0 where platformcoupon_type_id = 3`,
    );
    expect((await call(3, bob)).body.data.is_exist).toBe(0); // the last one
    expect((await call(3, bob)).body.message).toBe('All coupons have been taken');
    expect((await call(5, bob)).body.message).toBe('This event has ended');
  });
});

describe('my coupons', () => {
  it('answers unused, used and expired, treating unused past its end as expired', async () => {
    const unused = await myCoupons(demo, 1);
    expect(unused.list.map((c) => c.coupon_type_id).sort()).toEqual([1, 11, 5]);
    expect(unused.list.every((c) => c.state === 1 && c.end_time > now())).toBe(true);
    expect((await myCoupons(demo, 2)).list.map((c) => c.coupon_type_id)).toEqual([2]);
    const expired = await myCoupons(demo, 3);
    expect(expired.list.map((c) => c.coupon_type_id).sort()).toEqual([6, 9]);
    expect(expired.list.every((c) => c.state === 3)).toBe(true);
  });

  it('never shows another member a coupon that is not theirs', async () => {
    const demoIds = new Set((await myCoupons(demo, 1)).list.map((c) => c.coupon_id));
    for (const state of [1, 2, 3]) {
      const list = (await myCoupons(alice, state)).list;
      expect(list.some((c) => demoIds.has(c.coupon_id))).toBe(false);
    }
  });

  it('counts by state, shop plus platform in /api/member/couponnum', async () => {
    const num = async (url: string, state: number) => (await t.call(url, { token: demo, state })).body.data;
    expect(await num('/coupon/api/coupon/num', 1)).toBe(3);
    // demo holds one seeded platform coupon and collected "Double 11" above.
    expect(await num('/platformcoupon/api/platformcoupon/num', 1)).toBe(2);
    expect(await num('/api/member/couponnum', 1)).toBe(5);
    expect(await num('/api/member/couponnum', 3)).toBe(2);
    const platform = await t.call('/platformcoupon/api/platformcoupon/memberpage', {
      token: demo,
      state: 2,
      lang: 'ko-kr',
    });
    const used = coupon.memberPlatformCouponPageSchema.parse(platform.body.data);
    expect(used.list[0]!.platformcoupon_name).toBe('신규 회원 $5 할인 (최소 금액 없음)');
  });
});

describe('hostile input', () => {
  it('drops a member_id in the body: it never picks whose coupon it is', async () => {
    const [other] = await rows(`select member_id from member where username = 'alice'`);
    const theirs = `select count(*)::int as n from promotion_coupon where member_id = ${other!.member_id}`;
    const before = (await rows(theirs))[0]!.n;
    const body = { token: bob, coupon_type_id: 1, member_id: other!.member_id };
    const res = await t.call('/coupon/api/coupon/receive', body);
    expect(res.body.error_code).not.toBe('PARAMETER_ERROR');
    expect((await rows(theirs))[0]!.n).toBe(before);
  });

  it('answers PARAMETER_ERROR and changes nothing', async () => {
    const before = await leadCount(1);
    const bad: [string, Record<string, unknown>][] = [
      ['/coupon/api/coupon/receive', { coupon_type_id: [1, 2] }],
      ['/coupon/api/coupon/receive', { coupon_type_id: '1; drop table promotion_coupon' }],
      ['/coupon/api/coupon/receive', { coupon_type_id: -1 }],
      ['/coupon/api/coupon/receive', { coupon_type_id: 1e12 }],
      ['/coupon/api/coupon/receive', { coupon_type_id: 1, get_type: 4 }],
      ['/coupon/api/coupon/memberpage', { state: 9 }],
      ['/coupon/api/coupon/memberpage', { state: '<script>alert(1)</script>' }],
      ['/coupon/api/coupon/memberpage', { page_size: 1000 }],
      ['/coupon/api/coupon/typelists', { site_id: "1' or '1'='1" }],
      ['/coupon/api/coupon/typelists', {}],
      ['/platformcoupon/api/platformcoupon/receive', { platformcoupon_type_id: { $gt: 0 } }],
    ];
    for (const [url, body] of bad) {
      const res = await t.call(url, { token: bob, ...body });
      expect(outcomeOf(res), `${url} ${JSON.stringify(body)}`).toBe('PARAMETER_ERROR');
      expect(res.body.error_code).toBe('PARAMETER_ERROR');
    }
    expect(await leadCount(1)).toBe(before);
    expect((await rows(`select count(*)::int as n from promotion_coupon`))[0]!.n).toBeGreaterThan(0);
  });
});

describe('plugins off', () => {
  it("answers 'coupon plugin not installed' and counts only what is on", async () => {
    const off = await createTestApp({ ADDONS_DISABLED: 'coupon' });
    try {
      const token = await off.loginAs('demo');
      for (const url of [
        '/coupon/api/coupon/typepagelists',
        '/coupon/api/coupon/memberpage',
        '/coupon/api/coupon/num',
      ]) {
        const res = await off.call(url, { token });
        expect(res.body.message).toBe('Coupon plugin not installed');
      }
      const receive = await off.call('/coupon/api/coupon/receive', { token, coupon_type_id: 1, lang: 'ru' });
      expect(receive.body.message).toBe('Плагин купонов не установлен');
      expect((await off.call('/platformcoupon/api/platformcoupon/typepagelists')).body.code).toBe(0);
      expect((await off.call('/api/member/couponnum', { token, state: 1 })).body.data).toBe(1);
    } finally {
      await off.close();
    }
  });

  it('refuses the coupon count when both plugins are off', async () => {
    const off = await createTestApp({ ADDONS_DISABLED: 'coupon,platformcoupon' });
    try {
      const res = await off.call('/api/member/couponnum', { token: await off.loginAs('demo'), state: 1 });
      expect(res.body.message).toBe('Coupon plugin not installed');
      const platform = await off.call('/platformcoupon/api/platformcoupon/receive', {
        platformcoupon_type_id: 1,
      });
      expect(platform.body.error_code).toBe('TOKEN_ERROR');
    } finally {
      await off.close();
    }
  });
});
