import { toJsonText, type cart } from '@mall/contracts';
import { describe, expect, it } from 'vitest';
import { fromLocalLine, fromServerLine, groupByShop, rowsTotal } from './cart-rows.ts';
import { guestLimitError, type AddToCartSku } from './use-add-to-cart.ts';

const serverLine = (over: Partial<cart.CartLine> = {}): cart.CartLine => ({
  cart_id: 7,
  member_id: 1,
  site_id: 3,
  site_name: 'Shop three',
  website_id: 0,
  is_own: 0,
  sku_id: 11,
  goods_id: 5,
  sku_no: '',
  goods_name: 'Goods',
  sku_name: 'Goods Red',
  sku_image: '',
  // JSON text, as the server sends it (DESIGN §4).
  sku_spec_format: toJsonText([
    { spec_id: 1, spec_name: 'Colour', spec_value_id: 2, spec_value_name: 'Red', image: '' },
  ]),
  num: 2,
  price: '12.00',
  market_price: '15.00',
  discount_price: '10.10',
  member_price: '',
  promotion_type: 0,
  stock: 8,
  unit: 'piece',
  goods_state: 1,
  verify_state: 1,
  shop_status: 1,
  min_buy: 0,
  max_buy: 5,
  ...over,
});

describe('cart rows', () => {
  it('charges what checkout charges: the member price when lower, the list price struck through', () => {
    expect(fromServerLine(serverLine({ member_price: '9.60' }))).toMatchObject({
      price: '9.60',
      originalPrice: '12.00',
    });
    expect(fromServerLine(serverLine({ member_price: '11.00' })).price).toBe('10.10');
    expect(fromServerLine(serverLine({ discount_price: '12.00' })).originalPrice).toBeUndefined();
  });

  it('uses the price paid now and the tighter of stock and max_buy as the stepper limit', () => {
    const row = fromServerLine(serverLine());
    expect(row).toMatchObject({ key: 7, price: '10.10', minNum: 1, maxNum: 5, spec: 'Colour: Red' });
    expect(fromServerLine(serverLine({ max_buy: 0 })).maxNum).toBe(8);
  });

  it('sets apart closed shops, off-shelf and sold-out lines', () => {
    expect(fromServerLine(serverLine({ shop_status: 0 })).invalid).toBe('shopClosed');
    expect(fromServerLine(serverLine({ verify_state: 0 })).invalid).toBe('offShelf');
    expect(fromServerLine(serverLine({ stock: 0 })).invalid).toBe('soldOut');
    expect(fromServerLine(serverLine()).invalid).toBeUndefined();
  });

  it('totals in cents with two decimals and groups by shop', () => {
    const rows = [
      fromServerLine(serverLine({ num: 3, discount_price: '0.10' })),
      fromServerLine(serverLine({ cart_id: 8, site_id: 4, discount_price: '0.20' })),
    ];
    expect(rowsTotal(rows)).toBe('0.70');
    expect(groupByShop(rows).map((g) => g.siteId)).toEqual([3, 4]);
  });

  it('reads guest lines with the spec defaults when the goods page stored little', () => {
    const row = fromLocalLine({ sku_id: 4, num: 2, price: '3.50' });
    expect(row).toMatchObject({ key: 4, siteId: 0, minNum: 1, price: '3.50' });
    expect(fromLocalLine({ sku_id: 4, num: 1, stock: 0 }).invalid).toBe('soldOut');
  });
});

describe('guest add-to-cart limits', () => {
  const sku: AddToCartSku = {
    sku_id: 1,
    site_id: 1,
    sku_name: 'x',
    sku_image: '',
    price: '1.00',
    stock: 10,
    min_buy: 2,
    max_buy: 6,
  };
  it('answers the first broken rule', () => {
    expect(guestLimitError(sku, 0)?.[0]).toBe('limits.numZero');
    expect(guestLimitError({ ...sku, stock: 0 }, 1)?.[0]).toBe('limits.soldOut');
    expect(guestLimitError(sku, 11)).toEqual(['limits.insufficientStock', { n: 10 }]);
    expect(guestLimitError(sku, 7)).toEqual(['limits.purchaseLimit', { n: 6 }]);
    expect(guestLimitError(sku, 1)).toEqual(['limits.minBuy', { n: 2 }]);
    expect(guestLimitError(sku, 6)).toBeNull();
  });
});
