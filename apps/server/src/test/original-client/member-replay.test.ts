import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idemKey, prepareSku, setPayPassword } from '../../flows/checkout/checkout-test-helpers.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { accepted, clientParse, replayer, type Replay } from './replay.ts';

// Requests copied from the original PC client (zl136194343/meurl addon/pc/source/os/src): views/member/**,
// views/goods/cart/cart.js, store/modules/cart.js, views/goods/list/list.js, views/order/**, views/pay/index.vue.
let t: TestApp;
let alice: Replay;
beforeAll(async () => {
  t = await createTestApp();
  alice = replayer(t, await t.loginAs('alice'));
});
afterAll(() => t.close());

/** address_edit.vue saveAddress(): its whole form, url included, with community_id "" and no map point (0). */
const addressForm = (over: Record<string, unknown> = {}) => ({
  name: '陈晓明',
  mobile: '13812345678',
  telephone: '',
  province_id: 330000,
  city_id: 330100,
  district_id: 330106,
  community_id: '',
  address: '文三路 478 号',
  full_address: '浙江省-杭州市-西湖区',
  latitude: 0,
  longitude: 0,
  is_default: 0,
  url: 'add',
  ...over,
});

describe('delivery addresses', () => {
  it('the add form asks for memberaddress/info without an id: an empty answer, not an error', async () => {
    expect(accepted(await alice('/api/memberaddress/info', {}))).toBeNull();
  });

  it('add and edit keep full_address, the map point and the community; url is dropped', async () => {
    const id = accepted(await alice('/api/memberaddress/add', addressForm()));
    const added = accepted(await alice('/api/memberaddress/info', { id }));
    expect(added).toMatchObject({
      full_address: '浙江省-杭州市-西湖区',
      latitude: '',
      longitude: '',
      community_id: 0,
    });
    const edit = addressForm({
      url: 'edit',
      id,
      latitude: '30.2741',
      longitude: '120.1551',
      community_id: 7,
    });
    expect(accepted(await alice('/api/memberaddress/edit', edit))).toBe(id);
    const edited = accepted(await alice('/api/memberaddress/info', { id }));
    expect(edited).toMatchObject({ latitude: '30.2741', longitude: '120.1551', community_id: 7 });
    const [row] = (
      (await t.database.db.execute(`select * from member_address where id = ${id}`)) as unknown as {
        rows: Record<string, unknown>[];
      }
    ).rows;
    expect(row).not.toHaveProperty('url');
    const bad = await alice('/api/memberaddress/edit', { ...edit, latitude: 123 });
    expect(bad.error_code).toBe('PARAMETER_ERROR');
  });

  it('page_size 0 lists every address (the checkout asks so)', async () => {
    const all = accepted(await alice('/api/memberaddress/page', { page_size: 0 }));
    expect(all.list).toHaveLength(all.count);
    expect(all.count).toBeGreaterThan(1);
  });
});

describe('footprints and favourites', () => {
  it('goodsbrowse/add with only sku_id, then the footprint page asks for everything (page_size 0)', async () => {
    const sku = await prepareSku(t, 2);
    accepted(await alice('/api/goodsbrowse/add', { sku_id: String(sku.sku_id) }));
    const page = accepted(await alice('/api/goodsbrowse/page', { page: 1, page_size: 0 }));
    const mine = page.list.find((f: { sku_id: number }) => f.sku_id === sku.sku_id);
    // footprint.vue prints goods_image, goods_name, goods_price and groups by browse_time.
    expect(mine).toMatchObject({
      goods_image: expect.stringMatching(/^upload\//),
      goods_name: expect.any(String),
      goods_price: expect.stringMatching(/^\d+\.\d\d$/),
      browse_time: expect.any(Number),
    });
  });

  it('favourites: added from the list page with its extra fields, and the page prints sku_price', async () => {
    const sku = await prepareSku(t, 2, { n: 1, price: 4321 });
    const fromList = {
      goods_id: sku.goods_id,
      sku_id: sku.sku_id,
      site_id: 2,
      sku_name: 'x',
      sku_price: '1.00',
    };
    accepted(await alice('/api/goodscollect/add', { ...fromList, sku_image: 'evil.jpg' }));
    const page = accepted(await alice('/api/goodscollect/page', { page: 1, page_size: 10 }));
    const mine = page.list.find((c: { sku_id: number }) => c.sku_id === sku.sku_id);
    expect(mine).toMatchObject({ sku_price: '43.21', sku_image: expect.not.stringContaining('evil') });
  });
});

describe('my coupons', () => {
  it('memberpage with is_own "" and couponsource, for shop and platform coupons', async () => {
    for (const [url, couponsource] of [
      ['/coupon/api/coupon/memberpage', '1'],
      ['/platformcoupon/api/platformcoupon/memberpage', '2'],
    ] as const) {
      const page = accepted(await alice(url, { page: 1, page_size: 9, state: 1, is_own: '', couponsource }));
      expect(page).toMatchObject({ count: expect.any(Number), list: expect.any(Array) });
    }
  });
});

describe('cart, orders and pay', () => {
  it('cart/goodslists: sku_spec_format is JSON text of the spec values', async () => {
    const sku = await prepareSku(t, 3);
    accepted(await alice('/api/cart/add', { site_id: 3, num: 1, sku_id: sku.sku_id }));
    const lines = accepted(await alice('/api/cart/goodslists', {}));
    const line = lines.find((l: { sku_id: number }) => l.sku_id === sku.sku_id);
    expect(Array.isArray(clientParse(line.sku_spec_format))).toBe(true);
  });

  it('order detail: delivery_store_info is JSON text on a pickup order, "" on the others; pay/info with forceLogin', async () => {
    await setPayPassword(t, 'alice', '258369');
    const sku = await prepareSku(t, 1, { n: 3, price: 100 });
    const pickup = await alice('/api/ordercreate/simpleCreate', {
      sku_id: sku.sku_id,
      num: 1,
      idempotency_key: idemKey(),
      is_balance: 1,
      pay_password: '258369',
      delivery: { '1': { delivery_type: 'store', store_id: 2 } },
    });
    const outTradeNo = accepted(pickup);
    // pay/index.vue and result.vue: getPayInfo({ out_trade_no, forceLogin: true }).
    const pay = accepted(await alice('/api/pay/info', { out_trade_no: outTradeNo, forceLogin: true }));
    expect(pay).toMatchObject({ out_trade_no: outTradeNo, pay_money: expect.any(String) });
    const list = accepted(await alice('/api/order/lists', { page: 1, page_size: 10, order_status: 'all' }));
    const order = list.list.find((o: { out_trade_no: string }) => o.out_trade_no === outTradeNo);
    const detail = accepted(await alice('/api/order/detail', { order_id: order.order_id }));
    expect(clientParse(detail.delivery_store_info)).toMatchObject({ full_address: expect.any(String) });
    expect(detail.pickup).toMatch(/^upload\/qrcode\/\w+\.png$/);
    expect(detail).toMatchObject({ pay_type_name: expect.any(String), is_enable_refund: expect.any(Number) });
    const express = await alice('/api/ordercreate/simpleCreate', {
      sku_id: sku.sku_id,
      num: 1,
      idempotency_key: idemKey(),
      delivery: { '1': { delivery_type: 'express' } },
    });
    const again = accepted(await alice('/api/order/lists', { page: 1, page_size: 10, order_status: 'all' }));
    const other = again.list.find((o: { out_trade_no: string }) => o.out_trade_no === accepted(express));
    const plain = accepted(await alice('/api/order/detail', { order_id: other.order_id }));
    expect(plain.delivery_store_info).toBe('');
    expect(plain.pickup).toBe('');
  });
});
