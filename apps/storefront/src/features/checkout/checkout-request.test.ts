import { describe, expect, it } from 'vitest';
import { checkoutBody, checkoutGoodsFrom } from './api/checkout-api.ts';
import { deliverySlots } from './components/delivery-choice.tsx';

describe('checkoutGoodsFrom', () => {
  it('reads cart lines or one SKU for buy-now', () => {
    expect(checkoutGoodsFrom(new URLSearchParams('cart_ids=3,7'))).toEqual({ cart_ids: '3,7' });
    expect(checkoutGoodsFrom(new URLSearchParams('sku_id=12&num=2'))).toEqual({ sku_id: 12, num: 2 });
    expect(checkoutGoodsFrom(new URLSearchParams('sku_id=12'))).toEqual({ sku_id: 12, num: 1 });
  });

  it('refuses anything else, so the page shows "no order data" instead of calling the server', () => {
    for (const q of [
      '',
      'cart_ids=',
      'cart_ids=1,,2',
      'cart_ids=1;drop',
      'sku_id=-1',
      'sku_id=abc',
      'sku_id=2&num=1.5',
    ]) {
      expect(checkoutGoodsFrom(new URLSearchParams(q))).toBeNull();
    }
  });
});

describe('checkoutBody', () => {
  it('sends per-shop maps keyed by site id and leaves out what the server should choose', () => {
    const body = checkoutBody(
      { cart_ids: '1,2' },
      {
        delivery: { 5: { delivery_type: 'store', store_id: 6 } },
        coupon: { 1: 0 },
        invoice: {},
        is_balance: 0,
      },
    );
    expect(body).toEqual({
      cart_ids: '1,2',
      delivery: { 5: { delivery_type: 'store', store_id: 6 } },
      coupon: { 1: { coupon_id: 0 } },
      invoice: {},
      is_balance: 0,
    });
    expect(body).not.toHaveProperty('platform_coupon_id');
    expect(body).not.toHaveProperty('address_id');
  });

  it('passes a chosen address and "no platform coupon" (0)', () => {
    const body = checkoutBody(
      { sku_id: 9, num: 1 },
      { address_id: 4, delivery: {}, coupon: {}, invoice: {}, platform_coupon_id: 0, is_balance: 1 },
    );
    expect(body).toMatchObject({ sku_id: 9, num: 1, address_id: 4, platform_coupon_id: 0, is_balance: 1 });
  });
});

describe('deliverySlots', () => {
  it('lists half hours within the shop hours, both ends included', () => {
    expect(deliverySlots('09:00', '10:30')).toEqual(['09:00', '09:30', '10:00', '10:30']);
    expect(deliverySlots('21:00', '09:00')).toEqual([]);
  });
});
