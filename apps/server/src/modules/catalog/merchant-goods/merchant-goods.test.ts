import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idemKey, one, plainMembers } from '../../../flows/checkout/checkout-test-helpers.ts';
import { auditRows, consoleToken } from '../../../test/console-test-helpers.ts';
import { createTestApp, outcomeOf, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let shop3: string;
let shop4: string;
let picture: string;

const call = (path: string, token: string, body: Record<string, unknown> = {}) =>
  t.call(`/merchant/api/goods/${path}`, { token, ...body });

/** A real PNG posted as a browser would, answering the stored path. */
async function upload(token: string, data: Buffer, name = 'a.png') {
  const boundary = 'testboundary42';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/merchant/api/upload/picture',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return JSON.parse(res.body);
}

const leafCategory = async () =>
  Number(
    (await one(t, `select category_id from goods_category where level = 3 and is_show = 1 limit 1`))
      .category_id,
  );

async function goodsForm(overrides: Record<string, unknown> = {}) {
  const values = (c: string, s: string) => [c, s];
  return {
    goods_name: 'Zephyrcloth Travel Shirt',
    category_id: await leafCategory(),
    brand_id: 0,
    shop_category_id: 0,
    keywords: 'zephyr,shirt',
    goods_image: [picture],
    goods_content: '<p>Light <b>shirt</b></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
    min_buy: 1,
    max_buy: 5,
    weight: 200,
    goods_state: 1,
    spec_format: [
      { spec_name: 'Colour', values: ['Red', 'Blue'] },
      { spec_name: 'Size', values: ['S', 'M'] },
    ],
    skus: [
      { spec_values: values('Red', 'S'), price: '19.90', market_price: '29.90', stock: 10, sku_no: 'ZT-RS' },
      { spec_values: values('Red', 'M'), price: '21.00', stock: 5 },
      { spec_values: values('Blue', 'S'), price: '19.90', stock: 0, sku_image: picture },
      { spec_values: values('Blue', 'M'), price: '22.50', stock: 7 },
    ],
    ...overrides,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  await plainMembers(t);
  shop3 = await consoleToken(t, 'shop3');
  shop4 = await consoleToken(t, 'shop4');
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  picture = (await upload(shop3, png)).data.pic_path;
});
afterAll(() => t.close());

describe('goods pictures', () => {
  it('stores an uploaded picture re-encoded, and refuses what is not a picture', async () => {
    expect(picture).toMatch(/^upload\/goods\/shop3-[0-9a-f]+\.jpg$/);
    const garbage = await upload(shop3, Buffer.from('<script>alert(1)</script>'), 'x.png');
    expect(garbage).toMatchObject({
      error_code: 'PARAMETER_ERROR',
      message: expect.stringContaining('not a picture'),
    });
    expect((await upload('', Buffer.from('x'))).error_code).toBe('TOKEN_ERROR');
    const [row] = await auditRows(t, '/merchant/api/upload/picture');
    expect(row).toMatchObject({ site_id: 3, target_type: 'picture' });
  });
});

describe('creating a goods', () => {
  let goodsId: number;
  let skuId: number;

  it('creates a goods with a 2×2 spec matrix the storefront finds, shows and sells', async () => {
    const r = await call('add', shop3, await goodsForm());
    expect(r.body.code, r.body.message).toBe(0);
    ({ goods_id: goodsId, sku_id: skuId } = r.body.data);
    const found = await t.call('/api/goodssku/page', { keyword: 'zephyrcloth' });
    expect(found.body.data.list.map((g: { goods_id: number }) => g.goods_id)).toEqual([goodsId]);
    const detail = (await t.call('/api/goodssku/detail', { sku_id: skuId })).body.data.goods_sku_detail;
    expect(detail).toMatchObject({
      goods_name: 'Zephyrcloth Travel Shirt',
      price: '19.90',
      site_id: 3,
      stock: 10,
    });
    expect(detail.goods_content).not.toMatch(/script|onerror/);
    const specs = JSON.parse(detail.goods_spec_format);
    expect(specs.map((s: { spec_name: string }) => s.spec_name)).toEqual(['Colour', 'Size']);
    expect(specs[1].value.every((v: { disabled: number }) => v.disabled === 0)).toBe(true);
    expect(
      JSON.parse(detail.sku_spec_format).map((v: { spec_value_name: string }) => v.spec_value_name),
    ).toEqual(['Red', 'S']);
    const demo = await t.loginAs('demo');
    const order = await t.call('/api/ordercreate/simpleCreate', {
      token: demo,
      idempotency_key: idemKey(),
      sku_id: skuId,
      num: 2,
      coupon: { 3: { coupon_id: 0 } },
      platform_coupon_id: 0,
    });
    expect(order.body.code, order.body.message).toBe(0);
    const stock = await one(t, `select stock from goods_sku where sku_id = ${skuId}`);
    expect(Number(stock.stock)).toBe(8);
    const [audit] = await auditRows(t, '/merchant/api/goods/add');
    expect(audit).toMatchObject({ site_id: 3, target_type: 'goods' });
    expect(String(audit!.target_id)).toBe(String(goodsId));
  });

  it('lists the shop’s goods with search, shelf and stock filters', async () => {
    const list = (await call('lists', shop3, { goods_name: 'zephyrCLOTH' })).body.data;
    expect(list.list[0]).toMatchObject({ goods_id: goodsId, sku_count: 4, goods_stock: 20, price: '19.90' });
    expect(
      (await call('lists', shop3, { goods_name: 'zephyrcloth', goods_state: 'off' })).body.data.count,
    ).toBe(0);
    expect(
      (await call('lists', shop3, { goods_name: 'zephyrcloth', stock_state: 'out' })).body.data.count,
    ).toBe(0);
    expect((await call('lists', shop4, { goods_name: 'zephyrcloth' })).body.data.count).toBe(0);
  });

  it('refuses a matrix with a missing or repeated combination, repeats, bad limits and unknown categories', async () => {
    const form = await goodsForm();
    const cases: [Record<string, unknown>, string][] = [
      [{ skus: form.skus.slice(0, 3) }, 'every combination'],
      [{ skus: [...form.skus.slice(0, 3), form.skus[0]] }, 'every combination'],
      [{ spec_format: [{ spec_name: 'Colour', values: ['Red', 'red'] }] }, 'must not repeat'],
      [{ min_buy: 5, max_buy: 2 }, 'maximum purchase'],
      [{ category_id: 999999 }, 'category'],
      [{ brand_id: 999999 }, 'Unknown brand'],
      [{ goods_image: ['http://evil.example/x.jpg'] }, ''],
      [{ goods_name: '' }, ''],
    ];
    for (const [change, text] of cases) {
      const r = await call('add', shop3, { ...form, ...change });
      expect(r.body.error_code, JSON.stringify(change)).toBe('PARAMETER_ERROR');
      expect(r.body.message).toContain(text);
    }
    const own = await one(t, `select category_id from shop_goods_category where site_id <> 3 limit 1`);
    if (own) {
      const r = await call('add', shop3, { ...form, shop_category_id: Number(own.category_id) });
      expect(r.body.message).toContain('shop');
    }
  });

  it('edits the goods: kept SKUs keep their id and stock, new ones are added, dropped ones leave', async () => {
    const before = (await call('detail', shop3, { goods_id: goodsId })).body.data;
    const form = await goodsForm({
      goods_id: goodsId,
      goods_name: 'Zephyrcloth Travel Shirt II',
      spec_format: [
        { spec_name: 'Colour', values: ['Red', 'Green'] },
        { spec_name: 'Size', values: ['S', 'M'] },
      ],
      skus: [
        { spec_values: ['Red', 'S'], price: '18.00', stock: 999 },
        { spec_values: ['Red', 'M'], price: '21.00', stock: 5 },
        { spec_values: ['Green', 'S'], price: '20.00', stock: 3 },
        { spec_values: ['Green', 'M'], price: '20.00', stock: 4 },
      ],
    });
    const r = await call('edit', shop3, form);
    expect(r.body.code, r.body.message).toBe(0);
    const after = (await call('detail', shop3, { goods_id: goodsId })).body.data;
    const redS = after.skus.find((s: { spec_values: string[] }) => s.spec_values.join() === 'Red,S');
    expect(redS).toMatchObject({ sku_id: before.skus[0].sku_id, stock: 8, price: '18.00' });
    expect(after.skus).toHaveLength(4);
    const list = (await call('lists', shop3, { goods_name: 'zephyrcloth' })).body.data.list[0];
    expect(list).toMatchObject({ goods_stock: 8 + 5 + 3 + 4, price: '18.00' });
    const found = await t.call('/api/goodssku/page', { keyword: 'zephyrcloth ii' });
    expect(found.body.data.count).toBe(1);
  });

  it('puts a goods off and on the shelf, and deletes it softly', async () => {
    expect((await call('state', shop3, { goods_id: goodsId, goods_state: 0 })).body.code).toBe(0);
    expect((await t.call('/api/goodssku/page', { keyword: 'zephyrcloth' })).body.data.count).toBe(0);
    expect((await t.call('/api/goodssku/detail', { sku_id: skuId })).body.error_code).toBe('FAIL');
    expect((await call('state', shop3, { goods_id: goodsId, goods_state: 1 })).body.code).toBe(0);
    expect((await t.call('/api/goodssku/page', { keyword: 'zephyrcloth' })).body.data.count).toBe(1);
    const extra = (await call('add', shop3, await goodsForm({ goods_name: 'Quillotine Scarf' }))).body.data;
    expect((await call('delete', shop3, { goods_id: extra.goods_id })).body.code).toBe(0);
    expect((await t.call('/api/goodssku/page', { keyword: 'quillotine' })).body.data.count).toBe(0);
    expect((await call('detail', shop3, { goods_id: extra.goods_id })).body.error_code).toBe('NOT_FOUND');
  });

  it('reads another shop’s goods as not found, and changes nothing of it', async () => {
    for (const [path, body] of [
      ['detail', {}],
      ['state', { goods_state: 0 }],
      ['delete', {}],
      ['stock', { skus: [{ sku_id: skuId, price: '1.00', market_price: '1.00', stock: 0, old_stock: 8 }] }],
      ['edit', await goodsForm()],
    ] as const) {
      const r = await call(path, shop4, { ...body, goods_id: goodsId });
      expect(outcomeOf(r), path).toBe('NOT_FOUND');
    }
    expect((await call('detail', shop3, { goods_id: goodsId })).body.data.goods_state).toBe(1);
  });
});

describe('a category deleted while a goods is filed under it', () => {
  it('ends with either the goods or the category, never a goods in a deleted category', async () => {
    const admin = await consoleToken(t, 'admin');
    const op = (path: string, body: Record<string, unknown>) =>
      t.call(`/operator/api/category/${path}`, { token: admin, ...body });
    const top = (await op('save', { category_name: 'Race top' })).body.data;
    const mid = (await op('save', { pid: top.category_id, category_name: 'Race mid' })).body.data;
    for (let round = 0; round < 6; round++) {
      const leaf = (await op('save', { pid: mid.category_id, category_name: `Race leaf ${round}` })).body
        .data;
      const [added, removed] = await Promise.all([
        call(
          'add',
          shop3,
          await goodsForm({ goods_name: `Race goods ${round}`, category_id: leaf.category_id }),
        ),
        op('delete', { category_id: leaf.category_id }),
      ]);
      const outcome = [outcomeOf(added), outcomeOf(removed)];
      expect([
        ['OK', 'FAIL'],
        ['PARAMETER_ERROR', 'OK'],
      ]).toContainEqual(outcome);
    }
    const orphans = await one(
      t,
      `select count(*) as n from goods g where not exists (select 1 from goods_category c where c.category_id = g.category_id)`,
    );
    expect(Number(orphans.n)).toBe(0);
  });
});

describe('bulk stock and price edit', () => {
  it('sets prices and stock when nobody changed them meanwhile, and refuses a stale stock', async () => {
    const { goods_id } = (await call('add', shop3, await goodsForm({ goods_name: 'Stockwell Mug' }))).body
      .data;
    const detail = (await call('detail', shop3, { goods_id })).body.data;
    const skus = detail.skus.map((s: { sku_id: number; stock: number }) => ({
      sku_id: s.sku_id,
      price: '9.90',
      market_price: '12.00',
      stock: s.stock + 1,
      old_stock: s.stock,
    }));
    const r = await call('stock', shop3, { goods_id, skus });
    expect(r.body.code, r.body.message).toBe(0);
    expect(r.body.data.skus.map((s: { stock: number }) => s.stock)).toEqual([11, 6, 1, 8]);
    const stale = await call('stock', shop3, { goods_id, skus });
    expect(stale.body).toMatchObject({
      error_code: 'FAIL',
      message: expect.stringContaining('changed meanwhile'),
    });
    const g = await one(t, `select goods_stock, price from goods where goods_id = ${goods_id}`);
    expect([Number(g.goods_stock), Number(g.price)]).toEqual([26, 990]);
  });

  it('loses no update when two staff save one SKU’s stock at once: exactly one wins', async () => {
    const { goods_id } = (await call('add', shop3, await goodsForm({ goods_name: 'Racewell Cup' }))).body
      .data;
    const sku = (await call('detail', shop3, { goods_id })).body.data.skus[0];
    const staff = await consoleToken(t, 'shop3');
    const edit = (token: string, stock: number) =>
      call('stock', token, {
        goods_id,
        skus: [{ sku_id: sku.sku_id, price: '19.90', market_price: '29.90', stock, old_stock: sku.stock }],
      });
    const answers = await Promise.all([edit(shop3, 50), edit(staff, 70), edit(shop3, 90), edit(staff, 110)]);
    const won = answers.filter((a) => a.body.code === 0);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.body.error_code === 'FAIL')).toHaveLength(3);
    const winner = won[0]!.body.data.skus[0].stock as number;
    const row = await one(
      t,
      `select s.stock, g.goods_stock from goods_sku s join goods g using (goods_id)
      where s.sku_id = ${sku.sku_id}`,
    );
    expect(Number(row.stock)).toBe(winner);
    expect(Number(row.goods_stock)).toBe(winner + 5 + 0 + 7);
  });
});

describe('form options', () => {
  it('answers the category tree, brands and the shop’s freight template', async () => {
    const o = (await t.call('/merchant/api/goods/options', { token: shop3, lang: 'zh-cn' })).body.data;
    expect(o.categories.length).toBeGreaterThan(0);
    expect(o.categories[0].children?.[0]?.children?.length).toBeGreaterThan(0);
    expect(o.brands.length).toBeGreaterThan(0);
    expect(typeof o.freight_template).toBe('string');
  });
});
