import { SECKILL_CASES } from './access-seckill-cases.ts';
import { PROMOTION_ACCESS_CASES } from './promotion-access-cases.ts';
import { A_COUPON_CODE, A_COUPON_NAME, type AccessWorld } from './access-world.ts';

/**
 * The access matrix: for every call that takes an id of a member's or a shop's row (see owned-ids.ts), member
 * B (or shop B) sends member A's (shop A's) id in that field. The call must refuse as `expect` says (not found,
 * unless noted), change nothing, and answer nothing of A's. A call with an owned id field and no case here
 * fails the suite, so a new route needs its case.
 */
export interface AccessCase {
  path: string;
  field: string;
  body: (w: AccessWorld) => Promise<Record<string, unknown>>;
  /** The outcome B must get (default NOT_FOUND); an OK read must still show nothing of A's. */
  expect?: string;
  /** Texts of A's row that must not appear in B's answer. */
  secrets?: (w: AccessWorld) => Promise<string[]>;
}

const orderSecrets = async (w: AccessWorld) => [(await w.unpaidOrder()).order_no];
const newAddress = async (w: AccessWorld) => ({
  id: await w.addressId(),
  name: 'Mallory',
  mobile: '13812345678',
  address: 'Somewhere else 1',
  ...(await w.addressRegion()),
});
const buyNow = async (w: AccessWorld) => ({ sku_id: await w.freeSkuId(), num: 1 });

let keys = 0;
/** simpleCreate needs an idempotency key; simpleCalculate takes none. */
const withKey = (path: string, body: Record<string, unknown>) =>
  path.endsWith('simpleCreate') ? { ...body, idempotency_key: `access-key-${++keys}` } : body;

function checkoutCases(path: string): AccessCase[] {
  return [
    { path, field: 'cart_ids', body: async (w) => withKey(path, { cart_ids: String(await w.cartId()) }) },
    {
      path,
      field: 'address_id',
      body: async (w) => withKey(path, { ...(await buyNow(w)), address_id: await w.addressId() }),
    },
    {
      path,
      field: 'platform_coupon_id',
      body: async (w) =>
        withKey(path, { ...(await buyNow(w)), platform_coupon_id: await w.platformCouponId() }),
      // Coupons are read among the caller's own only: the preview reports A's id as rejected and creating
      // refuses it as unusable, exactly as for an id that does not exist. Nothing of A's coupon shows.
      expect: path.endsWith('simpleCalculate') ? 'OK' : 'FAIL',
      secrets: async () => [A_COUPON_NAME, A_COUPON_CODE],
    },
  ];
}

const memberCases: AccessCase[] = [
  { path: '/api/cart/edit', field: 'cart_id', body: async (w) => ({ cart_id: await w.cartId(), num: 3 }) },
  { path: '/api/cart/delete', field: 'cart_id', body: async (w) => ({ cart_id: String(await w.cartId()) }) },
  { path: '/api/memberaddress/info', field: 'id', body: async (w) => ({ id: await w.addressId() }) },
  { path: '/api/memberaddress/edit', field: 'id', body: newAddress },
  { path: '/api/memberaddress/setdefault', field: 'id', body: async (w) => ({ id: await w.addressId() }) },
  { path: '/api/memberaddress/delete', field: 'id', body: async (w) => ({ id: await w.addressId() }) },
  ...['info', 'setdefault', 'delete'].map((name): AccessCase => ({
    path: `/api/memberbankaccount/${name}`,
    field: 'id',
    body: async (w) => ({ id: await w.bankAccountId() }),
  })),
  {
    path: '/api/memberbankaccount/edit',
    field: 'id',
    body: async (w) => ({
      id: await w.bankAccountId(),
      realname: 'Mallory',
      mobile: '13812345678',
      withdraw_type: 'alipay',
      bank_account: 'mallory@example.com',
    }),
  },
  {
    path: '/api/memberwithdraw/apply',
    field: 'account_id',
    body: async (w) => ({ account_id: await w.bankAccountId(), apply_money: '20', pay_password: '123456' }),
    secrets: async () => ['demo-secret@example.com'],
  },
  {
    path: '/api/memberwithdraw/fee',
    field: 'account_id',
    body: async (w) => ({ account_id: await w.bankAccountId(), apply_money: '20' }),
    secrets: async () => ['demo-secret@example.com'],
  },
  {
    path: '/api/memberwithdraw/detail',
    field: 'id',
    body: async (w) => ({ id: await w.withdrawId() }),
    secrets: async () => ['W-ACCESS-A', 'demo-secret@example.com'],
  },
  { path: '/api/goodsbrowse/delete', field: 'id', body: async (w) => ({ id: String(await w.browseId()) }) },
  ...checkoutCases('/api/ordercreate/simpleCalculate'),
  ...checkoutCases('/api/ordercreate/simpleCreate'),
  ...['detail', 'package', 'close', 'takedelivery', 'extendtakedelivery'].map((name): AccessCase => ({
    path: `/api/order/${name}`,
    field: 'order_id',
    body: async (w) => ({ order_id: (await w.unpaidOrder()).order_id }),
    secrets: orderSecrets,
  })),
  {
    path: '/api/order/evluateinfo',
    field: 'order_id',
    body: async (w) => ({ order_id: (await w.unpaidOrder()).order_id }),
    secrets: orderSecrets,
  },
  {
    path: '/api/goodsevaluate/add',
    field: 'order_id',
    body: async (w) => {
      const o = await w.unpaidOrder();
      const line = {
        order_goods_id: Number(String(o.order_goods_ids).split(',')[0]),
        scores: 5,
        content: 'Mine now',
      };
      return { order_id: o.order_id, goods_evaluate: JSON.stringify([line]) };
    },
  },
  {
    path: '/api/goodsevaluate/again',
    field: 'order_id',
    body: async (w) => {
      const o = await w.unpaidOrder();
      const line = {
        order_goods_id: Number(String(o.order_goods_ids).split(',')[0]),
        again_content: 'Mine now',
      };
      return { order_id: o.order_id, goods_evaluate: JSON.stringify([line]) };
    },
  },
  {
    path: '/api/order/pay',
    field: 'order_ids',
    body: async (w) => ({ order_ids: String((await w.unpaidOrder()).order_id) }),
    secrets: orderSecrets,
  },
  ...['info', 'status'].map((name): AccessCase => ({
    path: `/api/pay/${name}`,
    field: 'out_trade_no',
    body: async (w) => ({ out_trade_no: String((await w.unpaidOrder()).out_trade_no) }),
    secrets: orderSecrets,
  })),
  {
    path: '/api/pay/pay',
    field: 'out_trade_no',
    body: async (w) => ({ out_trade_no: String((await w.unpaidOrder()).out_trade_no), pay_type: 'sandbox' }),
  },
];

/** A's code, with its key, used by B: the code is checked against B's own codes, so it reads as wrong. */
const codeCases: AccessCase[] = [
  {
    path: '/api/member/verifypaypwdcode',
    field: 'key',
    body: async (w) => ({ ...(await w.payPasswordCode()) }),
    expect: 'ERROR',
  },
  {
    path: '/api/member/verifycode',
    field: 'key',
    body: async (w) => ({ ...(await w.payPasswordCode()) }),
    expect: 'ERROR',
  },
  {
    path: '/api/member/modifypaypassword',
    field: 'key',
    body: async (w) => ({ ...(await w.payPasswordCode()), password: '258014' }),
    expect: 'ERROR',
  },
  {
    path: '/api/member/modifymobile',
    field: 'key',
    body: async (w) => ({ ...(await w.bindMobileCode()), mobile: '13911112222' }),
    expect: 'ERROR',
  },
  {
    path: '/api/member/modifyemail',
    field: 'key',
    body: async (w) => ({ ...(await w.bindEmailCode()), email: 'a-new@example.com' }),
    expect: 'ERROR',
  },
];

const merchantCases: AccessCase[] = [
  {
    path: '/merchant/api/order/lists',
    field: 'order_no',
    body: async (w) => ({ order_no: (await w.paidOrder()).order_no }),
    expect: 'OK',
    secrets: async (w) => [(await w.paidOrder()).order_no],
  },
  {
    path: '/merchant/api/order/detail',
    field: 'order_id',
    body: async (w) => ({ order_id: (await w.paidOrder()).order_id }),
    secrets: async (w) => [(await w.paidOrder()).order_no],
  },
  {
    path: '/merchant/api/staff/status',
    field: 'account_id',
    body: async (w) => ({ account_id: await w.otherShopStaffId(), status: 0 }),
  },
  {
    path: '/merchant/api/goodsevaluate/reply',
    field: 'evaluate_id',
    body: async (w) => ({ evaluate_id: await w.shopAReviewId(), kind: 'first', content: 'Not your shop' }),
  },
  {
    path: '/merchant/api/verifier/delete',
    field: 'verifier_id',
    body: async (w) => ({ verifier_id: await w.otherShopVerifierId() }),
  },
  {
    path: '/merchant/api/order/delivery',
    field: 'order_id',
    body: async (w) => {
      const o = await w.paidOrder();
      return {
        order_id: o.order_id,
        order_goods_ids: o.order_goods_ids,
        express_company_id: 1,
        delivery_no: 'SF10000001',
      };
    },
  },
  {
    path: '/merchant/api/order/delivery',
    field: 'order_goods_ids',
    body: async (w) => ({
      order_id: (await w.shopBPaidOrder()).order_id,
      order_goods_ids: (await w.paidOrder()).order_goods_ids,
      express_company_id: 1,
      delivery_no: 'SF10000002',
    }),
    // Lines are looked up within the order: another shop's lines read like lines not waiting to ship.
    expect: 'FAIL',
  },
  {
    path: '/merchant/api/order/localdelivery',
    field: 'order_id',
    body: async (w) => ({
      order_id: (await w.paidOrder()).order_id,
      deliverer: 'Bob',
      deliverer_mobile: '13900000000',
    }),
  },
  {
    path: '/merchant/api/order/pickup',
    field: 'delivery_code',
    // A pickup code is looked up within the shop: another shop's code is as unknown as a wrong one.
    body: async (w) => ({ delivery_code: (await w.pickupOrder()).delivery_code }),
    expect: 'FAIL',
  },
];

/** A goods form B could send: any valid content, pointing at A's rows in the field under test. */
const goodsForm = async (w: AccessWorld, change: Record<string, unknown>) => ({
  goods_name: 'Access probe goods',
  category_id: await w.leafCategoryId(),
  goods_image: ['upload/goods/probe.jpg'],
  skus: [{ spec_values: [], price: '1.00', stock: 1 }],
  ...change,
});
const goodsId = async (w: AccessWorld) => ({ goods_id: (await w.shopAGoods()).goods_id });

const merchantGoodsCases: AccessCase[] = [
  { path: '/merchant/api/goods/detail', field: 'goods_id', body: goodsId },
  {
    path: '/merchant/api/goods/state',
    field: 'goods_id',
    body: async (w) => ({ ...(await goodsId(w)), goods_state: 0 }),
  },
  { path: '/merchant/api/goods/delete', field: 'goods_id', body: goodsId },
  {
    path: '/merchant/api/goods/stock',
    field: 'goods_id',
    body: async (w) => ({
      ...(await goodsId(w)),
      skus: [
        {
          sku_id: (await w.shopAGoods()).sku_id,
          price: '1.00',
          market_price: '1.00',
          stock: 0,
          old_stock: 20,
        },
      ],
    }),
  },
  { path: '/merchant/api/goods/edit', field: 'goods_id', body: async (w) => goodsForm(w, await goodsId(w)) },
  {
    path: '/merchant/api/goods/add',
    field: 'shop_category_id',
    body: async (w) => goodsForm(w, { shop_category_id: await w.shopACategoryId() }),
    // Another shop's category is refused like one that does not exist: the form names a category of your own.
    expect: 'PARAMETER_ERROR',
  },
  {
    path: '/merchant/api/goods/edit',
    field: 'shop_category_id',
    body: async (w) => goodsForm(w, { ...(await goodsId(w)), shop_category_id: await w.shopACategoryId() }),
    expect: 'PARAMETER_ERROR',
  },
];

/** The shop settings calls: another shop's store, template or coupon type is not found; its goods not listable. */
const shopSettingCases: AccessCase[] = [
  ...['status', 'delete'].map((name): AccessCase => ({
    path: `/merchant/api/store/${name}`,
    field: 'store_id',
    body: async (w) => ({ store_id: await w.otherShopStoreId(), status: 0 }),
  })),
  {
    path: '/merchant/api/store/save',
    field: 'store_id',
    body: async (w) => ({
      store_id: await w.otherShopStoreId(),
      store_name: 'Mallory store',
      province: Number((await w.addressRegion()).province_id),
      city: Number((await w.addressRegion()).city_id),
      district: Number((await w.addressRegion()).district_id),
      address: 'Elsewhere 1',
    }),
  },
  ...['detail', 'delete'].map((name): AccessCase => ({
    path: `/merchant/api/express/template/${name}`,
    field: 'template_id',
    body: async (w) => ({ template_id: await w.otherShopTemplateId() }),
  })),
  {
    path: '/merchant/api/express/template/save',
    field: 'template_id',
    body: async (w) => ({
      template_id: await w.otherShopTemplateId(),
      template_name: 'Mallory',
      items: [{ first_fee: '1' }],
    }),
  },
  {
    path: '/merchant/api/coupon/stop',
    field: 'coupon_type_id',
    body: async (w) => ({ coupon_type_id: await w.otherShopCouponTypeId() }),
  },
  {
    path: '/merchant/api/coupon/add',
    field: 'goods_ids',
    body: async (w) => ({
      coupon_name: 'Mallory',
      money: '5',
      count: 10,
      validity_type: 1,
      fixed_term: 7,
      goods_type: 2,
      goods_ids: [await w.otherShopGoodsId()],
    }),
    // Another shop's goods read like goods that do not exist: the type is refused, nothing is written.
    expect: 'PARAMETER_ERROR',
  },
];

/** Member A's paid line (shop A's): member B's and shop B's after-sales calls must read it as not found. */
// The raw read answers a one-line list as a number: read it as text.
const lineOfA = async (w: AccessWorld) => Number(String((await w.paidOrder()).order_goods_ids).split(',')[0]);
const refundCases: AccessCase[] = [
  ...(
    [
      ['/api/orderrefund/refundData', {}],
      ['/api/orderrefund/refund', { refund_type: 1, refund_reason: 'other' }],
      ['/api/orderrefund/cancel', {}],
      ['/api/orderrefund/delivery', { refund_delivery_name: 'EMS', refund_delivery_no: 'EMS1' }],
      ['/api/orderrefund/detail', {}],
      ['/api/ordercomplain/detail', {}],
      ['/api/ordercomplain/complain', { complain_reason: 'other' }],
      ['/api/ordercomplain/cancel', {}],
      ['/merchant/api/refund/detail', {}],
      ['/merchant/api/refund/agree', {}],
      ['/merchant/api/refund/refuse', { refund_refuse_reason: 'No' }],
      ['/merchant/api/refund/receive', {}],
      ['/merchant/api/refund/transfer', {}],
      ['/api/demo/refundtimers', { days: 8 }],
    ] as const
  ).map(([path, extra]): AccessCase => ({
    path,
    field: 'order_goods_id',
    body: async (w) => ({ order_goods_id: await lineOfA(w), ...extra }),
    secrets: async (w) => [(await w.paidOrder()).order_no],
  })),
];

/** Chat: A's order as a card, A's conversation from another shop's agent, another shop's chat texts. */
const chatCases: AccessCase[] = [
  {
    path: '/servicer/api/chat/say',
    field: 'order_id',
    body: async (w) => ({ site_id: 3, content_type: 2, order_id: (await w.unpaidOrder()).order_id }),
  },
  ...['dialogs', 'takeover', 'end'].map((name): AccessCase => ({
    path: `/agent/api/chat/${name}`,
    field: 'member_id',
    body: async (w) => ({ member_id: await w.chatMemberA() }),
    secrets: async () => ['hello'],
  })),
  {
    path: '/agent/api/chat/answer',
    field: 'member_id',
    body: async (w) => ({ member_id: await w.chatMemberA(), message: 'hi' }),
  },
  {
    path: '/agent/api/chat/answer',
    field: 'order_id',
    body: async (w) => ({
      member_id: await w.chatMemberB(),
      content_type: 2,
      order_id: (await w.unpaidOrder()).order_id,
    }),
  },
  {
    path: '/agent/api/chat/answer',
    field: 'goods_id',
    body: async (w) => ({
      member_id: await w.chatMemberB(),
      content_type: 1,
      goods_id: (await w.shopAGoods()).sku_id,
    }),
  },
  ...['quickreply', 'keyword'].flatMap((kind): AccessCase[] => {
    const id = (w: AccessWorld) => (kind === 'keyword' ? w.otherShopKeywordId() : w.otherShopQuickReplyId());
    return [
      {
        path: `/merchant/api/chat/${kind}/save`,
        field: 'id',
        body: async (w) => ({ id: await id(w), content: 'x', keyword: 'x', reply: 'x' }),
      },
      { path: `/merchant/api/chat/${kind}/delete`, field: 'id', body: async (w) => ({ id: await id(w) }) },
    ];
  }),
];

export const ACCESS_CASES: AccessCase[] = [
  ...chatCases,
  ...memberCases,
  ...refundCases,
  ...codeCases,
  ...merchantCases,
  ...merchantGoodsCases,
  ...shopSettingCases,
  ...SECKILL_CASES,
  ...PROMOTION_ACCESS_CASES,
];
