import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idemKey, one, plainMembers, prepareSku } from '../../flows/checkout/checkout-test-helpers.ts';
import { consoleToken } from '../../test/console-test-helpers.ts';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';
import { maskName } from './review.service.ts';

let t: TestApp;
let demo: string;
let alice: string;
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-review-'));
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
  await plainMembers(t);
  [demo, alice] = await Promise.all([t.loginAs('demo'), t.loginAs('alice')]);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

let skuSeq = 0;
/** A shipped order of the member with one line of shop 3 (a fresh goods each time): answers its ids. */
async function shippedOrder(token: string) {
  const sku = await prepareSku(t, 3, { n: skuSeq++, price: 1500, stock: 50 });
  const r = await t.call('/api/ordercreate/simpleCreate', {
    token,
    sku_id: sku.sku_id,
    num: 1,
    idempotency_key: idemKey(),
    coupon: { 3: { coupon_id: 0 } },
    platform_coupon_id: 0,
  });
  expect(r.body.code, JSON.stringify(r.body)).toBe(0);
  const o = await one(t, `select order_id from "order" where out_trade_no = '${r.body.data}'`);
  const orderId = Number(o.order_id);
  await t.database.db.execute(
    `update "order" set order_status = 3, pay_status = 1, delivery_status = 2 where order_id = ${orderId}`,
  );
  const line = await one(t, `select order_goods_id from order_goods where order_id = ${orderId}`);
  return { orderId, goodsId: sku.goods_id, lineId: Number(line.order_goods_id) };
}

/** A shipped order the member then confirms as received (the way that opens the review). */
async function receivedOrder(token: string) {
  const o = await shippedOrder(token);
  expect(outcomeOf(await t.call('/api/order/takedelivery', { token, order_id: o.orderId }))).toBe('OK');
  return o;
}

async function uploadPicture(token: string, data: Buffer, type = 'image/png') {
  const form = new FormData();
  form.append('token', token);
  form.append('file', new Blob([new Uint8Array(data)], { type }), 'p.png');
  const req = new Request('http://mall.test/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload/evaluateimg',
    headers: { 'content-type': req.headers.get('content-type')! },
    payload: Buffer.from(await req.arrayBuffer()),
  });
  return { status: res.statusCode, body: res.json() };
}
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3c8de4' } })
    .png()
    .toBuffer();

const line = (lineId: number, extra: Record<string, unknown> = {}) => ({
  order_goods_id: lineId,
  scores: 5,
  content: 'Fits well, fast delivery',
  images: '',
  ...extra,
});
const add = (token: string, orderId: number, lines: object[], extra: Record<string, unknown> = {}) =>
  t.call('/api/goodsevaluate/add', {
    token,
    order_id: orderId,
    goods_evaluate: JSON.stringify(lines),
    ...extra,
  });
const counters = (goodsId: number) =>
  one(
    t,
    `select evaluate, evaluate_haoping, evaluate_zhongping, evaluate_chaping, evaluate_shaitu, evaluate_zhuiping
     from goods where goods_id = ${goodsId}`,
  );

describe('review pictures', () => {
  it('stores a picture of the member re-encoded, refuses other files and visitors', async () => {
    const ok = await uploadPicture(demo, await png());
    expect(outcomeOf(ok)).toBe('OK');
    const memberId = (await one(t, `select member_id from member where username = 'demo'`)).member_id;
    expect(ok.body.data.pic_path).toMatch(new RegExp(`^upload/evaluate/${memberId}-[0-9a-f]{16}\\.jpg$`));
    expect(fs.existsSync(path.join(uploadDir, ok.body.data.pic_path.slice('upload/'.length)))).toBe(true);
    // A text file named and typed as a picture is still no picture.
    const fake = await uploadPicture(demo, Buffer.from('<svg onload="alert(1)"/>'), 'image/png');
    expect(outcomeOf(fake)).toBe('PARAMETER_ERROR');
    expect(fake.body.message).toBe('Only pictures (JPG, PNG, WEBP, GIF) can be uploaded');
    expect(outcomeOf(await uploadPicture('', await png()))).toBe('TOKEN_ERROR');
  });
});

describe('reviewing an order', () => {
  it('reviews a received order once: counters, shop scores, flags and the goods page', async () => {
    const o = await receivedOrder(demo);
    const info = await t.call('/api/order/evluateinfo', { token: demo, order_id: o.orderId });
    expect(info.body.data).toMatchObject({ evaluate_status: 0, list: [{ order_goods_id: o.lineId }] });
    const before = await counters(o.goodsId);
    const counted = await one(
      t,
      `select count(*)::int n, sum(shop_desccredit)::int d, sum(shop_servicecredit)::int s,
         sum(shop_deliverycredit)::int l from shop_evaluate where site_id = 3`,
    );
    const pic = (await uploadPicture(demo, await png())).body.data.pic_path as string;
    const r = await add(demo, o.orderId, [line(o.lineId, { scores: 2, images: pic })], {
      is_anonymous: 1,
      shop_desccredit: 3,
      shop_servicecredit: 4,
      shop_deliverycredit: 2,
    });
    expect(outcomeOf(r), JSON.stringify(r.body)).toBe('OK');
    // Stars 2 are a medium review (facts §2.7), counted once with its picture.
    expect(await counters(o.goodsId)).toMatchObject({
      evaluate: Number(before.evaluate) + 1,
      evaluate_zhongping: Number(before.evaluate_zhongping) + 1,
      evaluate_haoping: before.evaluate_haoping,
      evaluate_shaitu: Number(before.evaluate_shaitu) + 1,
    });
    const order = await one(
      t,
      `select evaluate_status, is_evaluate from "order" where order_id = ${o.orderId}`,
    );
    expect(order).toMatchObject({ evaluate_status: 1, is_evaluate: 1 });
    // The demo shop's opening scores stand for 100 earlier reviews: this one adds to them, never replaces them.
    expect(Number(counted.n)).toBeGreaterThanOrEqual(100);
    const shop = await one(
      t,
      `select shop_desccredit d, shop_servicecredit s, shop_deliverycredit l from shop where site_id = 3`,
    );
    const average = (sum: unknown, score: number) =>
      ((Number(sum) + score) / (Number(counted.n) + 1)).toFixed(2);
    expect(shop).toEqual({
      d: average(counted.d, 3),
      s: average(counted.s, 4),
      l: average(counted.l, 2),
    });
    expect(Number(shop.d)).toBeGreaterThan(4);
    const page = await t.call('/api/goodsevaluate/page', { goods_id: o.goodsId, page_size: 50 });
    const shown = page.body.data.list.find(
      (e: { content: string }) => e.content === 'Fits well, fast delivery',
    );
    expect(shown).toMatchObject({ explain_type: 2, scores: 2, images: pic, is_anonymous: 1 });
    const nick = (await one(t, `select nickname from member where username = 'demo'`)).nickname as string;
    expect(shown.member_name).toBe(maskName(nick));
    expect(shown.member_name).not.toContain(nick);
    // A second submission, one after the other or several at once, is refused and changes nothing.
    expect(outcomeOf(await add(demo, o.orderId, [line(o.lineId)]))).toBe('FAIL');
    expect((await counters(o.goodsId)).evaluate).toBe(Number(before.evaluate) + 1);
  });

  it('two submissions at the same moment write one review', async () => {
    const o = await receivedOrder(demo);
    const before = await counters(o.goodsId);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => add(demo, o.orderId, [line(o.lineId)])),
    );
    expect(results.map(outcomeOf).filter((x) => x === 'OK')).toHaveLength(1);
    const n = await one(t, `select count(*)::int n from goods_evaluate where order_id = ${o.orderId}`);
    expect(n.n).toBe(1);
    expect((await counters(o.goodsId)).evaluate_haoping).toBe(Number(before.evaluate_haoping) + 1);
  });

  it('reviews of two orders of one shop at once both count in its scores', async () => {
    const [a, b] = [await receivedOrder(demo), await receivedOrder(alice)];
    const results = await Promise.all([
      add(demo, a.orderId, [line(a.lineId)], { shop_desccredit: 1 }),
      add(alice, b.orderId, [line(b.lineId)], { shop_desccredit: 4 }),
    ]);
    expect(results.map(outcomeOf)).toEqual(['OK', 'OK']);
    const s = await one(
      t,
      `select s.shop_desccredit d, (select round(avg(shop_desccredit), 2)::text from shop_evaluate where site_id = 3) avg,
         (select count(*)::int from shop_evaluate where site_id = 3) n
       from shop s where site_id = 3`,
    );
    expect(s.d).toBe(s.avg);
    expect(Number(s.n)).toBeGreaterThanOrEqual(3);
  });

  it('refuses orders not received and orders of another member', async () => {
    const shipped = await shippedOrder(demo);
    const notYet = await add(demo, shipped.orderId, [line(shipped.lineId)]);
    expect(notYet.body.message).toBe('The order can be reviewed once it is received');
    expect(
      outcomeOf(await t.call('/api/order/evluateinfo', { token: demo, order_id: shipped.orderId })),
    ).toBe('FAIL');
    const o = await receivedOrder(demo);
    expect(outcomeOf(await add(alice, o.orderId, [line(o.lineId)]))).toBe('NOT_FOUND');
    expect(outcomeOf(await t.call('/api/order/evluateinfo', { token: alice, order_id: o.orderId }))).toBe(
      'NOT_FOUND',
    );
    expect(outcomeOf(await add('', o.orderId, [line(o.lineId)]))).toBe('TOKEN_ERROR');
  });

  it('refuses empty or too long text, 7 pictures, pictures not uploaded by the member, wrong lines', async () => {
    const o = await receivedOrder(demo);
    const empty = await add(demo, o.orderId, [line(o.lineId, { content: '   ' })]);
    expect(empty.body.message).toBe('The product review cannot be empty');
    const long = await add(demo, o.orderId, [line(o.lineId, { content: '好'.repeat(201) })]);
    expect(long.body.message).toBe('A review can be at most 200 characters');
    expect(outcomeOf(await add(demo, o.orderId, [line(o.lineId, { content: '好'.repeat(200) })]))).toBe('OK');

    const o2 = await receivedOrder(demo);
    const mine = (await uploadPicture(demo, await png())).body.data.pic_path as string;
    const theirs = (await uploadPicture(alice, await png())).body.data.pic_path as string;
    const seven = Array.from({ length: 7 }, (_, i) =>
      mine.replace(/-[0-9a-f]{16}/, `-${String(i).repeat(16)}`),
    );
    const tooMany = await add(demo, o2.orderId, [line(o2.lineId, { images: seven.join(',') })]);
    expect(tooMany.body.message).toBe('At most 6 pictures can be uploaded');
    for (const images of [theirs, '../../etc/passwd', 'upload/goods/1.jpg']) {
      expect(outcomeOf(await add(demo, o2.orderId, [line(o2.lineId, { images })])), images).toBe(
        'PARAMETER_ERROR',
      );
    }
    for (const lines of [[line(o2.lineId), line(o2.lineId)], [line(o2.lineId + 100_000)]]) {
      expect(outcomeOf(await add(demo, o2.orderId, lines))).toBe('PARAMETER_ERROR');
    }
    for (const bad of [{ scores: 0 }, { scores: 6 }, { scores: '5x' }, { scores: 1e308 }]) {
      expect(outcomeOf(await add(demo, o2.orderId, [line(o2.lineId, bad)]))).toBe('PARAMETER_ERROR');
    }
    expect(outcomeOf(await add(demo, o2.orderId, [line(o2.lineId)], { shop_desccredit: -1 }))).toBe(
      'PARAMETER_ERROR',
    );
    const n = await one(t, `select count(*)::int n from goods_evaluate where order_id = ${o2.orderId}`);
    expect(n.n).toBe(0);
  });

  it('leaves a fully refunded line out and refuses to review it', async () => {
    const o = await receivedOrder(demo);
    // A second line of the same order, refunded in full (refund_status 3, facts §3.1).
    await t.database.db.execute(
      `insert into order_goods (order_id, order_no, site_id, member_id, goods_id, sku_id, sku_name, price, num, refund_status)
       select order_id, order_no, site_id, member_id, goods_id, sku_id, sku_name, price, 1, 3 from order_goods where order_goods_id = ${o.lineId}`,
    );
    const refunded = Number(
      (await one(t, `select max(order_goods_id) id from order_goods where order_id = ${o.orderId}`)).id,
    );
    const info = await t.call('/api/order/evluateinfo', { token: demo, order_id: o.orderId });
    expect(info.body.data.list.map((l: { order_goods_id: number }) => l.order_goods_id)).toEqual([o.lineId]);
    const r = await add(demo, o.orderId, [line(o.lineId), line(refunded)]);
    expect(r.body.message).toBe('A refunded item cannot be reviewed');
    expect(outcomeOf(await add(demo, o.orderId, [line(o.lineId)]))).toBe('OK');
  });
});

describe('follow-up reviews', () => {
  it('adds one follow-up after the review, closes the review and counts it', async () => {
    const o = await receivedOrder(demo);
    const early = await t.call('/api/goodsevaluate/again', {
      token: demo,
      order_id: o.orderId,
      goods_evaluate: [{ order_goods_id: o.lineId, again_content: 'Still fine', again_images: '' }],
    });
    expect(early.body.message).toBe('Review the order before adding a follow-up');
    expect(outcomeOf(await add(demo, o.orderId, [line(o.lineId)]))).toBe('OK');
    const info = await t.call('/api/order/evluateinfo', { token: demo, order_id: o.orderId });
    expect(info.body.data.evaluate_status).toBe(1);
    expect(info.body.data.list[0].evaluate.content).toBe('Fits well, fast delivery');
    const before = await counters(o.goodsId);
    const again = (body: Record<string, unknown>) =>
      t.call('/api/goodsevaluate/again', {
        token: demo,
        order_id: o.orderId,
        goods_evaluate: [
          { order_goods_id: o.lineId, again_content: 'Still fine after a month', again_images: '', ...body },
        ],
      });
    expect((await again({ again_content: '' })).body.message).toBe('The product review cannot be empty');
    const results = await Promise.all([again({}), again({})]);
    expect(results.map(outcomeOf).sort()).toEqual(['FAIL', 'OK']);
    expect((await counters(o.goodsId)).evaluate_zhuiping).toBe(Number(before.evaluate_zhuiping) + 1);
    const order = await one(
      t,
      `select evaluate_status, is_evaluate from "order" where order_id = ${o.orderId}`,
    );
    expect(order).toMatchObject({ evaluate_status: 2, is_evaluate: 0 });
    const r = await one(t, `select again_content from goods_evaluate where order_goods_id = ${o.lineId}`);
    expect(r.again_content).toBe('Still fine after a month');
    expect((await again({})).body.message).toBe('A follow-up review has already been added');
  });
});

describe('hidden reviews and the shop scores', () => {
  /** The shop's scores, and what they should be: its opening scores and the orders with a shown review, averaged. */
  const scores = () =>
    one(
      t,
      `select s.shop_desccredit::text d, s.shop_servicecredit::text s, s.shop_deliverycredit::text l,
         (select round(avg(e.shop_desccredit), 2)::text from shop_evaluate e where e.site_id = 3 and
           (e.member_id = 0 or exists
             (select 1 from goods_evaluate g where g.order_id = e.order_id and g.is_show = 1))) expected
       from shop s where s.site_id = 3`,
    );

  it('leaves the shop scores while the operator hides its order’s review, and counts again when shown', async () => {
    const admin = await consoleToken(t, 'admin');
    const [low, high] = [await receivedOrder(demo), await receivedOrder(alice)];
    const credits = (n: number) => ({ shop_desccredit: n, shop_servicecredit: n, shop_deliverycredit: n });
    expect(outcomeOf(await add(demo, low.orderId, [line(low.lineId)], credits(1)))).toBe('OK');
    expect(outcomeOf(await add(alice, high.orderId, [line(high.lineId)], credits(5)))).toBe('OK');
    const shown = await scores();
    expect(shown.d).toBe(shown.expected);
    const review = await one(t, `select evaluate_id from goods_evaluate where order_id = ${low.orderId}`);
    const show = (isShow: number) =>
      t.call('/operator/api/goodsevaluate/show', {
        token: admin,
        evaluate_id: review.evaluate_id,
        is_show: isShow,
      });
    expect((await show(0)).body.data).toBe(true);
    const hidden = await scores();
    expect(hidden.d).toBe(hidden.expected);
    // A score of 1 left the average: every score rose.
    for (const k of ['d', 's', 'l'] as const) expect(Number(hidden[k])).toBeGreaterThan(Number(shown[k]));
    expect((await show(1)).body.data).toBe(true);
    expect(await scores()).toEqual(shown);
  });
});
