import type { AccessWorld } from './access-world.ts';

/** The shape of access-cases.ts's AccessCase, stated here so that file can list these without a cycle. */
interface AccessCase {
  path: string;
  field: string;
  body: (w: AccessWorld) => Promise<Record<string, unknown>>;
  expect?: string;
  secrets?: (w: AccessWorld) => Promise<string[]>;
}

/*
 * The promotion calls: a group buy is a public offer in the storefront but a shop's own row in the console, and
 * its checkout takes the member's address and coupons like the ordinary one.
 */

const groupbuyBuy = async (w: AccessWorld) => ({
  ...(await w.runningGroupbuy()),
  idempotency_key: 'access-gb',
});

const groupbuyCheckoutCases: AccessCase[] = ['calculate', 'create'].flatMap((name): AccessCase[] => {
  const path = `/groupbuy/api/ordercreate/${name}`;
  return [
    {
      path,
      field: 'address_id',
      body: async (w) => ({ ...(await groupbuyBuy(w)), address_id: await w.addressId() }),
    },
    {
      path,
      field: 'platform_coupon_id',
      body: async (w) => ({ ...(await groupbuyBuy(w)), platform_coupon_id: await w.platformCouponId() }),
      // As for the ordinary checkout: another's coupon reads as one that is not usable.
      expect: name === 'calculate' ? 'OK' : 'FAIL',
    },
  ];
});

const groupbuyConsoleCases: AccessCase[] = [
  ...['close', 'edit'].map((name): AccessCase => ({
    path: `/merchant/api/groupbuy/${name}`,
    field: 'groupbuy_id',
    body: async (w) => ({
      groupbuy_id: (await w.runningGroupbuy()).groupbuy_id,
      groupbuy_price: '1',
      buy_num: 2,
      start_time: 1_900_000_000,
      end_time: 1_900_086_400,
    }),
  })),
  {
    path: '/merchant/api/groupbuy/add',
    field: 'sku_id',
    body: async (w) => ({
      sku_id: (await w.shopAGoods()).sku_id,
      groupbuy_price: '1',
      buy_num: 2,
      start_time: 1_900_000_000,
      end_time: 1_900_086_400,
    }),
  },
];

const comboBuy = async (w: AccessWorld) => ({
  bl_id: await w.otherShopComboId(),
  num: 1,
  idempotency_key: 'access-bl',
});

const comboCheckoutCases: AccessCase[] = ['calculate', 'create'].flatMap((name): AccessCase[] => {
  const path = `/bundling/api/ordercreate/${name}`;
  return [
    {
      path,
      field: 'address_id',
      body: async (w) => ({ ...(await comboBuy(w)), address_id: await w.addressId() }),
    },
    {
      path,
      field: 'platform_coupon_id',
      body: async (w) => ({ ...(await comboBuy(w)), platform_coupon_id: await w.platformCouponId() }),
      expect: name === 'calculate' ? 'OK' : 'FAIL',
    },
  ];
});

const comboForm = { bl_name: 'Mallory pair', bl_price: '1', shipping_fee_type: 2 };
const comboConsoleCases: AccessCase[] = [
  {
    path: '/merchant/api/bundling/close',
    field: 'bl_id',
    body: async (w) => ({ bl_id: await w.otherShopComboId() }),
  },
  {
    path: '/merchant/api/bundling/save',
    field: 'bl_id',
    // Shop B's own SKUs, so that only the package is another's.
    body: async (w) => ({ ...comboForm, bl_id: await w.otherShopComboId(), sku_ids: await w.shopBSkuIds() }),
  },
  {
    path: '/merchant/api/bundling/save',
    field: 'sku_ids',
    body: async (w) => ({ ...comboForm, sku_ids: [(await w.shopAGoods()).sku_id, await w.freeSkuId()] }),
  },
];

const topicBuy = async (w: AccessWorld) => ({ ...(await w.topicGoods()), idempotency_key: 'access-tp' });

const topicCheckoutCases: AccessCase[] = ['calculate', 'create'].flatMap((name): AccessCase[] => {
  const path = `/topic/api/ordercreate/${name}`;
  return [
    {
      path,
      field: 'address_id',
      body: async (w) => ({ ...(await topicBuy(w)), address_id: await w.addressId() }),
    },
    {
      path,
      field: 'platform_coupon_id',
      body: async (w) => ({ ...(await topicBuy(w)), platform_coupon_id: await w.platformCouponId() }),
      expect: name === 'calculate' ? 'OK' : 'FAIL',
    },
  ];
});

/** A whole offer form of shop B's, far in the future, so only the id under test is another's. */
const manjianForm = {
  manjian_name: 'Mallory offer',
  type: 0,
  manjian_type: 1,
  rule_json: [{ limit: '100', discount_money: '10' }],
  start_time: 3_900_000_000,
  end_time: 3_900_086_400,
};
const manjianConsoleCases: AccessCase[] = [
  {
    path: '/merchant/api/manjian/close',
    field: 'manjian_id',
    body: async (w) => ({ manjian_id: await w.otherShopManjianId() }),
  },
  {
    path: '/merchant/api/manjian/save',
    field: 'manjian_id',
    body: async (w) => ({ ...manjianForm, manjian_id: await w.otherShopManjianId() }),
  },
  {
    path: '/merchant/api/manjian/save',
    field: 'goods_ids',
    body: async (w) => ({ ...manjianForm, manjian_type: 2, goods_ids: [(await w.shopAGoods()).goods_id] }),
  },
];

/** The promotion forms' goods picker names a shop's own SKUs only: A's ids answer an empty list. */
const pickerCases: AccessCase[] = [
  {
    path: '/merchant/api/goods/skupicker',
    field: 'sku_ids',
    body: async (w) => ({ sku_ids: [(await w.shopAGoods()).sku_id] }),
    expect: 'OK',
    secrets: async (w) => [`"sku_id":${(await w.shopAGoods()).sku_id},`],
  },
];

export const PROMOTION_ACCESS_CASES: AccessCase[] = [
  ...manjianConsoleCases,
  ...pickerCases,
  ...groupbuyCheckoutCases,
  ...groupbuyConsoleCases,
  ...comboCheckoutCases,
  ...comboConsoleCases,
  ...topicCheckoutCases,
];
