import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, plainMembers, prepareSku } from '../../flows/checkout/checkout-test-helpers.ts';
import { auditRows, consoleToken } from '../../test/console-test-helpers.ts';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';

/* The merchant console's freight templates: the default one is what /api/delivery/freight and checkout charge. */

let t: TestApp;
let owner3: string;
let owner4: string;
let demo: string;

beforeAll(async () => {
  // Read through a long-lived cache: each check after a merchant's change also proves the change reached the
  // copies the checkout keeps of the shop's terms (flows/checkout/checkout-shop-terms.ts).
  t = await createTestApp({ READ_CACHE_TTL_MS: '600000' });
  owner3 = await consoleToken(t, 'shop3');
  owner4 = await consoleToken(t, 'shop4');
  await plainMembers(t);
  demo = await t.loginAs('demo');
});
afterAll(() => t.close());

describe('freight templates', () => {
  it('creates a default template whose rules the freight call then charges', async () => {
    const d = await one(
      t,
      `select d.id, c.pid as province from area d join area c on c.id = d.pid where d.level = 3 order by d.id limit 1`,
    );
    const province = Number(d.province);
    const saved = await t.call('/merchant/api/express/template/save', {
      token: owner3,
      template_name: 'By piece',
      free_threshold: '500',
      is_default: 1,
      items: [
        { province_ids: [province], first_num: 1, first_fee: '7', continue_num: 2, continue_fee: '3' },
        { first_num: 1, first_fee: '12', continue_num: 1, continue_fee: '5' },
      ],
    });
    expect(saved.body.code, saved.body.message).toBe(0);
    const id = saved.body.data.template_id;
    expect(saved.body.data.items).toHaveLength(2);
    const defaults = await one(
      t,
      `select count(*)::int as n from express_template where site_id = 3 and is_default = 1`,
    );
    expect(defaults.n).toBe(1);
    const sku = await prepareSku(t, 3, { price: 1000 });
    // 3 pieces: 7 for the first, then one started pair of 2 more: 7 + 3.
    const f = await t.call('/api/delivery/freight', {
      sku_id: sku.sku_id,
      district_id: Number(d.id),
      num: 3,
    });
    expect(f.body.data).toMatchObject({
      template_name: 'By piece',
      delivery_money: '10.00',
      free_threshold: '500.00',
    });
    // The checkout charges it too (7 or 12, by the province of the member's default address).
    const checkoutDelivery = async () =>
      (await t.call('/api/ordercreate/simpleCalculate', { token: demo, sku_id: sku.sku_id, num: 1 })).body
        .data.delivery_money;
    expect(['7.00', '12.00']).toContain(await checkoutDelivery());
    const list = await t.call('/merchant/api/express/template/lists', { token: owner3 });
    expect(list.body.data.list[0].template_id).toBe(id);
    const detail = await t.call('/merchant/api/express/template/detail', { token: owner3, template_id: id });
    expect(detail.body.data.items[0]).toMatchObject({ province_ids: [province], first_fee: '7.00' });

    const edited = await t.call('/merchant/api/express/template/save', {
      token: owner3,
      template_id: id,
      template_name: 'By piece 2',
      is_default: 1,
      items: [{ first_num: 1, first_fee: '4' }],
    });
    expect(edited.body.data.items).toHaveLength(1);
    const f2 = await t.call('/api/delivery/freight', {
      sku_id: sku.sku_id,
      district_id: Number(d.id),
      num: 1,
    });
    expect(f2.body.data.delivery_money).toBe('4.00');
    expect(await checkoutDelivery()).toBe('4.00');
    expect((await auditRows(t, '/merchant/api/express/template/save'))[0]).toMatchObject({
      target_type: 'express_template',
    });

    expect(
      (await t.call('/merchant/api/express/template/detail', { token: owner4, template_id: id })).body
        .error_code,
    ).toBe('NOT_FOUND');
    expect(
      (await t.call('/merchant/api/express/template/delete', { token: owner4, template_id: id })).body
        .error_code,
    ).toBe('NOT_FOUND');
    expect(
      (await t.call('/merchant/api/express/template/delete', { token: owner3, template_id: id })).body.data,
    ).toBe(true);
    const left = await one(
      t,
      `select count(*)::int as n from express_template_item where template_id = ${id}`,
    );
    expect(left.n).toBe(0);
  });

  it('refuses a template without rules or with a negative fee', async () => {
    const none = await t.call('/merchant/api/express/template/save', {
      token: owner3,
      template_name: 'x',
      items: [],
    });
    expect(outcomeOf(none)).toBe('PARAMETER_ERROR');
    const negative = await t.call('/merchant/api/express/template/save', {
      token: owner3,
      template_name: 'x',
      items: [{ first_fee: '-1' }],
    });
    expect(outcomeOf(negative)).toBe('PARAMETER_ERROR');
  });
});
