import { describe, expect, it } from 'vitest';
import { detailPathOf } from './order-api.ts';

describe('detailPathOf', () => {
  it('opens the detail variant of the order kind', () => {
    expect(detailPathOf({ order_id: 3, order_type: 1 })).toBe('/member/order_detail?order_id=3');
    expect(detailPathOf({ order_id: 3, order_type: 2 })).toBe('/member/order_detail_pickup?order_id=3');
    expect(detailPathOf({ order_id: 3, order_type: 3 })).toBe(
      '/member/order_detail_local_delivery?order_id=3',
    );
    expect(detailPathOf({ order_id: 3, order_type: 4 })).toBe('/member/order_detail_virtual?order_id=3');
  });
});
