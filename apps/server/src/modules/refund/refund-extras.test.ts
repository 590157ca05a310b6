import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { one, plainMembers, setPayPassword } from '../../flows/checkout/checkout-test-helpers.ts';
import { consoleToken } from '../../test/console-test-helpers.ts';
import { expectLedgerInStep } from '../../test/ledger-check.ts';
import { refundsAddUpAfterEach } from '../../test/refund-check.ts';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';
import { sendRefundsNow } from '../payment/index.ts';
import { balanceOrder, sandboxOrder } from './refund-test-helpers.ts';

/* Refund pictures, the member's consumption totals on refund, and the operator's retry of given-up refunds. */

let t: TestApp;
let demo: string;
let alice: string;
let shop3: string;
let admin: string;
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-refund-'));

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
  await plainMembers(t);
  await setPayPassword(t, 'demo', '258369');
  [demo, alice, shop3, admin] = await Promise.all([
    t.loginAs('demo'),
    t.loginAs('alice'),
    consoleToken(t, 'shop3'),
    consoleToken(t, 'admin'),
  ]);
  // Money for balance orders, given the operator's way so the ledger keeps in step.
  const { member_id } = await one(t, `select member_id from member where username = 'demo'`);
  const r = await t.call('/operator/api/member/adjustbalance', {
    token: admin,
    member_id,
    account_type: 'balance',
    amount: '3000.00',
    remark: 'refund tests',
  });
  expect(outcomeOf(r)).toBe('OK');
});
afterEach(() => expectLedgerInStep(t));
refundsAddUpAfterEach(() => t);
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

async function upload(token: string, data: Buffer, type = 'image/png') {
  const form = new FormData();
  form.append('token', token);
  form.append('file', new Blob([new Uint8Array(data)], { type }), 'p.png');
  const req = new Request('http://mall.test/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload/refundimg',
    headers: { 'content-type': req.headers.get('content-type')! },
    payload: Buffer.from(await req.arrayBuffer()),
  });
  return { status: res.statusCode, body: res.json() };
}
const png = () =>
  sharp({ create: { width: 30, height: 20, channels: 3, background: '#d0021b' } })
    .png()
    .toBuffer();
const apply = (token: string, id: number, extra: Record<string, unknown> = {}) =>
  t.call('/api/orderrefund/refund', {
    token,
    order_goods_id: id,
    refund_type: 1,
    refund_reason: 'dislike',
    ...extra,
  });
const shopCall = (call: string, id: number, extra: Record<string, unknown> = {}) =>
  t.call(`/merchant/api/refund/${call}`, { token: shop3, order_goods_id: id, ...extra });

describe('refund pictures', () => {
  it('stores a picture by content and lets the application name only its own member’s pictures', async () => {
    const { member_id } = await one(t, `select member_id from member where username = 'demo'`);
    const ok = await upload(demo, await png());
    expect(ok.status).toBe(200);
    const pic = ok.body.data.pic_path as string;
    expect(pic).toMatch(new RegExp(`^upload/refund/${member_id}-[0-9a-f]{16}\\.jpg$`));
    expect(fs.existsSync(path.join(uploadDir, pic.slice('upload/'.length)))).toBe(true);
    const fake = await upload(demo, Buffer.from('<?php echo 1; ?>'), 'image/png');
    expect(fake.body.error_code).toBe('PARAMETER_ERROR');
    expect(fake.body.message).toBe('Please choose a picture (JPG, PNG, WEBP or GIF)');
    expect((await upload('', await png())).body.error_code).toBe('TOKEN_ERROR');
    const alicePic = (await upload(alice, await png())).body.data.pic_path as string;

    const o = await balanceOrder(t, demo);
    const [line] = o.lines as [number];
    for (const images of [[alicePic], [pic, pic], ['upload/evaluate/1-0123456789abcdef.jpg']]) {
      const r = await apply(demo, line, { refund_images: images });
      expect(r.body.error_code).toBe('PARAMETER_ERROR');
    }
    const seven = Array.from({ length: 7 }, () => pic);
    expect(outcomeOf(await apply(demo, line, { refund_images: seven }))).toBe('PARAMETER_ERROR');
    expect(
      Number(
        (await one(t, `select refund_status from order_goods where order_goods_id = ${line}`)).refund_status,
      ),
    ).toBe(0);

    const second = (await upload(demo, await png())).body.data.pic_path as string;
    expect(outcomeOf(await apply(demo, line, { refund_images: [pic, second] }))).toBe('OK');
    const mine = await t.call('/api/orderrefund/detail', { token: demo, order_goods_id: line });
    expect(mine.body.data.refund_images).toEqual([pic, second]);
    const shops = await shopCall('detail', line);
    expect(shops.body.data.refund_images).toEqual([pic, second]);
    expect(outcomeOf(await shopCall('refuse', line, { refund_refuse_reason: 'No damage seen' }))).toBe('OK');
    expect(
      outcomeOf(
        await t.call('/api/ordercomplain/complain', {
          token: demo,
          order_goods_id: line,
          complain_reason: 'dislike',
        }),
      ),
    ).toBe('OK');
    const complaints = await t.call('/operator/api/complain/lists', { token: admin, page_size: 50 });
    const mineListed = (
      complaints.body.data.list as { order_goods_id: number; refund_images: string[] }[]
    ).find((c) => c.order_goods_id === line);
    expect(mineListed?.refund_images).toEqual([pic, second]);
  });
});

describe('member consumption totals', () => {
  const totals = async () =>
    one(t, `select order_money::bigint as money, order_num from member where username = 'demo'`);

  it('counts a paid order and takes a refund back off order_money', async () => {
    const before = await totals();
    const o = await balanceOrder(t, demo, 3, 4200);
    const paid = await one(t, `select order_money from "order" where order_id = ${o.orderId}`);
    const after = await totals();
    expect(Number(after.money) - Number(before.money)).toBe(Number(paid.order_money));
    expect(Number(after.order_num) - Number(before.order_num)).toBe(1);
    const [line] = o.lines as [number];
    expect(outcomeOf(await apply(demo, line))).toBe('OK');
    expect(outcomeOf(await shopCall('agree', line, { refund_money: '10.00' }))).toBe('OK');
    expect(outcomeOf(await shopCall('transfer', line))).toBe('OK');
    const refunded = await totals();
    expect(Number(after.money) - Number(refunded.money)).toBe(1000);
    // The number of orders stays: the order was paid; only the money came back.
    expect(refunded.order_num).toBe(after.order_num);
  });
});

describe('the demo door of the refund timers', () => {
  it("runs one of the member's lines as if days had passed: the platform agrees and pays", async () => {
    const o = await balanceOrder(t, demo);
    const [line] = o.lines as [number];
    expect(outcomeOf(await apply(demo, line))).toBe('OK');
    const door = (token: string, days: number) =>
      t.call('/api/demo/refundtimers', { token, order_goods_id: line, days });
    expect(outcomeOf(await door(alice, 8))).toBe('NOT_FOUND');
    expect((await door(demo, 1)).body.data).toEqual({ acted: 0 });
    expect((await door(demo, 8)).body.data).toEqual({ acted: 1 });
    const d = await t.call('/api/orderrefund/detail', { token: demo, order_goods_id: line });
    expect(d.body.data).toMatchObject({ refund_status: 3 });
    expect(d.body.data.refund_log_list[0].action_way).toBe(3);
  });
});

describe('the timer and the shop at the same moment', () => {
  it('pays an agreed refund once when the timer and the shop pay together', async () => {
    const o = await balanceOrder(t, demo);
    const [line] = o.lines as [number];
    expect(outcomeOf(await apply(demo, line))).toBe('OK');
    expect(outcomeOf(await shopCall('agree', line))).toBe('OK');
    const before = await one(t, `select balance + balance_money as n from member where username = 'demo'`);
    const [timer, shop] = await Promise.all([
      t.call('/api/demo/refundtimers', { token: demo, order_goods_id: line, days: 8 }),
      shopCall('transfer', line),
    ]);
    // One of them paid: the timer acted once, or the shop's step went through (never both).
    expect(Number(timer.body.data?.acted ?? 0) + (outcomeOf(shop) === 'OK' ? 1 : 0)).toBe(1);
    const r = await one(
      t,
      `select refund_no, refund_real_money from order_refund where order_goods_id = ${line}`,
    );
    const ledger = await one(
      t,
      `select count(*)::int as n, coalesce(sum(account_data), 0)::bigint as money from member_account
       where type_tag = '${r.refund_no}' and from_type = 'refund'`,
    );
    expect(Number(ledger.money)).toBe(Number(r.refund_real_money));
    const after = await one(t, `select balance + balance_money as n from member where username = 'demo'`);
    expect(Number(after.n) - Number(before.n)).toBe(Number(r.refund_real_money));
  });
});

describe("the operator's given-up provider refunds", () => {
  /** A provider refund the sender gave up on (10 tries), for a real sandbox payment. */
  async function givenUp(outTradeNo: string, refundNo: string, fee?: number) {
    const p = await one(t, `select pay_money, trade_no from pay where out_trade_no = '${outTradeNo}'`);
    const amount = fee ?? Number(p.pay_money);
    await t.database.db.execute(
      `insert into pay_refund (refund_no, out_trade_no, trade_no, pay_type, site_id, refund_fee, total_money,
         refund_detail, status, attempts, next_time, create_time, finish_time)
       values ('${refundNo}', '${outTradeNo}', '${p.trade_no}', 'sandbox', 3, ${amount}, ${p.pay_money},
         'test', 2, 10, 0, 1, 2)`,
    );
    return Number((await one(t, `select id from pay_refund where refund_no = '${refundNo}'`)).id);
  }
  const retry = (id: unknown, token = admin) => t.call('/operator/api/payrefund/retry', { token, id });

  it('lists given-up refunds and sends one again by hand, once', async () => {
    const o = await sandboxOrder(t, demo);
    const id = await givenUp(o.outTradeNo, `GU${o.orderId}`);
    const list = await t.call('/operator/api/payrefund/lists', { token: admin, page_size: 50 });
    expect(outcomeOf(list)).toBe('OK');
    const row = (list.body.data.list as { id: number; status: number; attempts: number }[]).find(
      (r) => r.id === id,
    );
    expect(row).toMatchObject({ status: 2, attempts: 10 });
    expect(outcomeOf(await retry(id, shop3))).toBe('PERMISSION_DENIED');
    expect(outcomeOf(await t.call('/operator/api/payrefund/lists', { token: shop3 }))).toBe(
      'PERMISSION_DENIED',
    );
    const both = await Promise.all([retry(id), retry(id)]);
    expect(both.map(outcomeOf).sort()).toEqual(['FAIL', 'OK']);
    // The retry sends at once after commit; a sender already holding the claim finishes it (PostgreSQL runs both).
    await sendRefundsNow(t.database.db);
    await expect
      .poll(async () => Number((await one(t, `select status from pay_refund where id = ${id}`)).status))
      .toBe(1);
    const sb = await one(
      t,
      `select count(*)::int as n, sum(amount)::bigint as money from sandbox_refund where refund_no = 'GU${o.orderId}'`,
    );
    expect(sb.n).toBe(1);
    expect(outcomeOf(await retry(id))).toBe('FAIL');
    const audit = await one(
      t,
      `select count(*)::int as n from console_audit where target_type = 'pay_refund' and target_id = '${id}'`,
    );
    expect(audit.n).toBe(1);
    expect(outcomeOf(await retry(99_999_999))).toBe('NOT_FOUND');
    expect(outcomeOf(await retry('abc'))).toBe('PARAMETER_ERROR');
  });

  it('never sends again what would take more than the payment took', async () => {
    const o = await sandboxOrder(t, alice);
    const first = await givenUp(o.outTradeNo, `GA${o.orderId}`);
    const second = await givenUp(o.outTradeNo, `GB${o.orderId}`);
    const both = await Promise.all([retry(first), retry(second)]);
    expect(both.map(outcomeOf).sort()).toEqual(['FAIL', 'OK']);
    const waiting = await one(
      t,
      `select count(*)::int as n from pay_refund where out_trade_no = '${o.outTradeNo}' and status <> 2`,
    );
    expect(waiting.n).toBe(1);
    await sendRefundsNow(t.database.db);
  });
});

describe('the buyer as the shop sees them', () => {
  it('names a buyer who has only a mobile number by that number with its middle hidden', async () => {
    const o = await balanceOrder(t, demo);
    const [line] = o.lines as [number];
    expect(outcomeOf(await apply(demo, line))).toBe('OK');
    const { member_id, username, nickname, mobile } = await one(
      t,
      `select member_id, username, nickname, mobile from member where username = 'demo'`,
    );
    const shown = async () => {
      const r = await t.call('/merchant/api/refund/lists', { token: shop3, page_size: 50 });
      const row = (r.body.data.list as { order_goods_id: number; member_name: string }[]).find(
        (x) => x.order_goods_id === line,
      );
      return row?.member_name;
    };
    try {
      expect(await shown()).toBe(nickname || username);
      await t.database.db.execute(
        `update member set username = '', nickname = '', mobile = '13812345678' where member_id = ${member_id}`,
      );
      expect(await shown()).toBe('138****5678');
    } finally {
      await t.database.db.execute(
        `update member set username = 'demo', nickname = '${String(nickname)}', mobile = ${mobile ? `'${String(mobile)}'` : 'null'}
         where member_id = ${member_id}`,
      );
    }
  });
});

describe("the member centre's after-sales notices", () => {
  const notices = (token: string, lang = 'en-us') =>
    t.call('/api/orderrefund/notices', { token, lang, page_size: 50 });

  it("tells the buyer each step the shop took, newest first, in the buyer's language, and no one else", async () => {
    const o = await balanceOrder(t, demo);
    const [line] = o.lines as [number];
    expect(outcomeOf(await apply(demo, line))).toBe('OK');
    expect(outcomeOf(await shopCall('refuse', line, { refund_refuse_reason: 'Opened and used' }))).toBe('OK');
    expect(outcomeOf(await apply(demo, line))).toBe('OK');
    expect(outcomeOf(await shopCall('agree', line))).toBe('OK');
    const mine = (await notices(demo)).body.data.list.filter(
      (n: { order_goods_id: number }) => n.order_goods_id === line,
    );
    // The buyer's own steps are not news to them: only the shop's, the newest first.
    expect(mine).toMatchObject([
      { action: 'The seller agreed to the refund', action_way_name: 'Seller', line_refund_status: 2 },
      { action: 'The seller refused the refund', remark: 'Opened and used', line_refund_status: 2 },
    ]);
    const zh = (await notices(demo, 'zh-cn')).body.data.list[0];
    expect(zh).toMatchObject({ order_goods_id: line, action: '卖家同意退款', action_way_name: '卖家' });
    const others = (await notices(alice)).body.data.list as { order_goods_id: number }[];
    expect(others.some((n) => n.order_goods_id === line)).toBe(false);
    expect(outcomeOf(await t.call('/api/orderrefund/notices', {}))).toBe('TOKEN_ERROR');
    const bad = await t.call('/api/orderrefund/notices', { token: demo, page_size: 'x' });
    expect(outcomeOf(bad)).toBe('PARAMETER_ERROR');
    expect(outcomeOf(await shopCall('transfer', line))).toBe('OK');
  });
});
