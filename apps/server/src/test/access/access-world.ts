import { one, prepareSku, rows } from '../../flows/checkout/checkout-test-helpers.ts';
import { lastCode, solvedCaptcha } from '../../modules/account/account-test-helpers.ts';
import { checkoutOne, payBySandbox } from '../../modules/payment/payment-test-helpers.ts';
import { makeSale } from '../../flows/checkout/checkout-seckill-test-helpers.ts';
import type { TestApp } from '../test-app.ts';

/** Member A and shop A own the rows; member B and shop B try to reach them. */
export const A_MEMBER = 'demo';
export const A_MOBILE = '13800000001';
export const B_MEMBER = 'bob';
export const A_SHOP = 3;
export const A_PICKUP_SHOP = 1;
/** Shop B's merchant name (its token makes the merchant calls) and its site. */
export const B_SHOP_LOGIN = 'shop4';
export const B_SHOP = 4;
/** Member A's platform coupon, by texts that would show if B could see it. */
export const A_COUPON_NAME = 'access test coupon';
export const A_COUPON_CODE = 'ACCESS01';

interface PlacedOrder {
  order_id: number;
  order_no: string;
  out_trade_no: string;
  order_goods_ids: string;
  delivery_code: string;
}

/** A code sent to member A: its key and the code itself (B knowing both must still be refused). */
interface SentCode {
  key: string;
  code: string;
}

const once = <T>(make: () => Promise<T>): (() => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
};

async function orderOf(t: TestApp, outTradeNo: string): Promise<PlacedOrder> {
  const o = await one(
    t,
    `select o.order_id, o.order_no, o.out_trade_no, o.delivery_code,
       string_agg(g.order_goods_id::text, ',') as order_goods_ids
     from "order" o join order_goods g on g.order_id = o.order_id
     where o.out_trade_no = '${outTradeNo}' group by o.order_id`,
  );
  return {
    ...o,
    order_no: String(o.order_no),
    out_trade_no: String(o.out_trade_no),
  } as unknown as PlacedOrder;
}

async function sendCode(
  t: TestApp,
  token: string,
  path: string,
  body: object,
  to: string,
): Promise<SentCode> {
  const sent = await t.call(path, { token, ...body, ...(await solvedCaptcha(t)) });
  if (sent.body.code !== 0) throw new Error(`${path}: ${sent.body.message}`);
  return { key: sent.body.data.key, code: await lastCode(t, to) };
}

/** Member A's and shop A's rows, each made once on first use. */
export function accessWorld(t: TestApp, tokens: { a: string }) {
  const { a } = tokens;
  const sql = (text: string) => one(t, text);
  const memberA = `(select member_id from member where username = '${A_MEMBER}')`;
  return {
    cartId: once(async () => {
      const sku = await prepareSku(t, A_SHOP, { n: 40 });
      const added = await t.call('/api/cart/add', { token: a, sku_id: sku.sku_id, num: 1 });
      return Number(added.body.data);
    }),
    /** Member A's Alipay account, added the member's way. */
    bankAccountId: once(async () => {
      const added = await t.call('/api/memberbankaccount/add', {
        token: a,
        realname: 'Demo Shopper',
        mobile: A_MOBILE,
        withdraw_type: 'alipay',
        bank_account: 'demo-secret@example.com',
      });
      return Number(added.body.data);
    }),
    /** A withdrawal request of member A (set up directly: the cash and its ledger play no part here). */
    withdrawId: once(async () =>
      Number(
        (
          await sql(`insert into member_withdraw (withdraw_no, member_id, transfer_type, realname, mobile,
            account_number, apply_money, money) values ('W-ACCESS-A', ${memberA}, 'alipay', 'Demo Shopper',
            '${A_MOBILE}', 'demo-secret@example.com', 2000, 2000) returning id`)
        ).id,
      ),
    ),
    addressId: once(async () =>
      Number((await sql(`select id from member_address where member_id = ${memberA} limit 1`)).id),
    ),
    /** The regions of A's address: a real province, city and district chain. */
    addressRegion: once(async () => {
      const r = await sql(
        `select province_id, city_id, district_id from member_address where member_id = ${memberA} limit 1`,
      );
      return { province_id: r.province_id, city_id: r.city_id, district_id: r.district_id };
    }),
    /** An on-sale SKU anyone may buy, for "buy now" bodies. */
    freeSkuId: once(async () => (await prepareSku(t, A_SHOP, { n: 42 })).sku_id),
    browseId: once(async () => {
      const sku = await prepareSku(t, A_SHOP, { n: 41 });
      await t.call('/api/goodsbrowse/add', { token: a, goods_id: sku.goods_id, sku_id: sku.sku_id });
      return Number((await sql(`select max(id) as id from goods_browse where member_id = ${memberA}`)).id);
    }),
    platformCouponId: once(async () => {
      const row = await sql(
        `insert into promotion_platformcoupon (platformcoupon_type_id, platformcoupon_name, platformcoupon_code,
           member_id, money, at_least, state, end_time)
         select 0, '${A_COUPON_NAME}', '${A_COUPON_CODE}', ${memberA}, 100, 0, 1, extract(epoch from now())::bigint + 86400
         returning platformcoupon_id`,
      );
      return Number(row.platformcoupon_id);
    }),
    unpaidOrder: once(async () => orderOf(t, await checkoutOne(t, a, A_SHOP))),
    paidOrder: once(async () => {
      const no = await checkoutOne(t, a, A_SHOP);
      await payBySandbox(t, no);
      return orderOf(t, no);
    }),
    /** An order of shop B (paid, bought by A): the lines of A's shop-A order must not ship under it. */
    shopBPaidOrder: once(async () => {
      const no = await checkoutOne(t, a, B_SHOP);
      await payBySandbox(t, no);
      return orderOf(t, no);
    }),
    pickupOrder: once(async () => {
      const no = await checkoutOne(t, a, A_PICKUP_SHOP, {
        delivery: { [A_PICKUP_SHOP]: { delivery_type: 'store' } },
      });
      await payBySandbox(t, no);
      return orderOf(t, no);
    }),
    /** A goods of shop A (its SKU's stock as B would send it back). */
    shopAGoods: once(async () => {
      const sku = await prepareSku(t, A_SHOP, { n: 43 });
      return { goods_id: Number(sku.goods_id), sku_id: Number(sku.sku_id) };
    }),
    leafCategoryId: once(async () =>
      Number(
        (await sql(`select category_id from goods_category where level = 3 and is_show = 1 limit 1`))
          .category_id,
      ),
    ),
    /** A goods category of shop A's own. */
    shopACategoryId: once(async () =>
      Number(
        (
          await sql(`insert into shop_goods_category (site_id, category_name, pid, level)
            values (${A_SHOP}, 'access shop category', 0, 1) returning category_id`)
        ).category_id,
      ),
    ),
    /** A staff account of another shop than B (shop 1's demo staff). */
    otherShopStaffId: once(async () =>
      Number((await sql(`select merchant_id from merchant_account where username = 'staff1'`)).merchant_id),
    ),
    otherShopVerifierId: once(async () =>
      Number(
        (
          await sql(
            `insert into verifier (site_id, member_id, verifier_name)
             values (1, (select member_id from member where username = 'bob'), 'bob') returning verifier_id`,
          )
        ).verifier_id,
      ),
    ),
    /** Rows of a shop other than B (the seed's), for the shop settings calls. */
    otherShopStoreId: once(async () =>
      Number((await sql(`select min(store_id) as id from pickup_store where site_id <> ${B_SHOP}`)).id),
    ),
    otherShopTemplateId: once(async () =>
      Number(
        (await sql(`select min(template_id) as id from express_template where site_id <> ${B_SHOP}`)).id,
      ),
    ),
    otherShopCouponTypeId: once(async () =>
      Number(
        (await sql(`select min(coupon_type_id) as id from promotion_coupon_type where site_id <> ${B_SHOP}`))
          .id,
      ),
    ),
    /** A running group buy of shop A with stock (a public offer; its buy_num as the quantity). */
    runningGroupbuy: once(async () => {
      const sku = await prepareSku(t, A_SHOP, { n: 44 });
      const row = await sql(
        `insert into promotion_groupbuy (site_id, goods_id, sku_id, goods_price, groupbuy_price, buy_num,
           start_time, end_time, status)
         values (${A_SHOP}, ${sku.goods_id}, ${sku.sku_id}, 10000, 8000, 2, 0, 4102444000, 2)
         returning groupbuy_id`,
      );
      return { groupbuy_id: Number(row.groupbuy_id), num: 2 };
    }),
    /** Two on-sale SKUs of shop B's own. */
    shopBSkuIds: once(async () =>
      (
        await rows(
          t,
          `select sku_id from goods_sku where site_id = ${B_SHOP} and goods_state = 1 and verify_state = 1
           and is_delete = 0 order by sku_id limit 2`,
        )
      ).map((r) => Number(r.sku_id)),
    ),
    /** A goods of the seed's running topic event (a public offer). */
    topicGoods: once(async () => {
      const row = await sql(`select min(id) as id from promotion_topic_goods where topic_id = 1`);
      return { topic_goods_id: Number(row.id), num: 1 };
    }),
    /** A combo package of a shop other than B (the seed's). */
    otherShopComboId: once(async () =>
      Number((await sql(`select min(bl_id) as id from promotion_bundling where site_id <> ${B_SHOP}`)).id),
    ),
    /** A spend-more-save-more offer of another shop than B (the seed's). */
    otherShopManjianId: once(async () =>
      Number(
        (await sql(`select min(manjian_id) as id from promotion_manjian where site_id <> ${B_SHOP}`)).id,
      ),
    ),
    otherShopGoodsId: once(async () =>
      Number((await sql(`select min(goods_id) as id from goods where site_id <> ${B_SHOP}`)).id),
    ),
    /** A review of shop A's goods (the seed's): shop B must not answer it. */
    shopAReviewId: once(async () =>
      Number((await sql(`select min(evaluate_id) as id from goods_evaluate where site_id = ${A_SHOP}`)).id),
    ),
    /** A running flash sale of a SKU of shop A (for the seckill checkout's address case). */
    seckillSale: once(async () => makeSale(t, await prepareSku(t, A_SHOP, { n: 44 }), { stock: 50 })),
    /** A flash sale of another shop than B (the seed's), and a goods of B's own for B's form. */
    otherShopSeckillId: once(async () =>
      Number((await sql(`select min(id) as id from promotion_seckill where site_id <> ${B_SHOP}`)).id),
    ),
    shopBSku: once(async () =>
      sql(`select goods_id, sku_id from goods_sku where site_id = ${B_SHOP} and is_delete = 0 and price > 100
        order by sku_id limit 1`),
    ),
    /** Member A's conversation with shop A (not with the agent's shop 1): A's member id. */
    chatMemberA: once(async () => {
      const said = await t.call('/servicer/api/chat/say', { token: a, site_id: A_SHOP, message: 'hello' });
      return Number(said.body.data.member_id);
    }),
    /** Member B's conversation with shop 1 (the agent's): B's member id. */
    chatMemberB: once(async () => {
      const b = (await sql(`select member_id from member where username = '${B_MEMBER}'`)).member_id;
      await t.database.db.execute(
        `insert into servicer_member (member_id, site_id) values (${b}, 1) on conflict do nothing`,
      );
      return Number(b);
    }),
    otherShopQuickReplyId: once(async () =>
      Number(
        (
          await sql(
            `insert into servicer_quick_reply (site_id, content) values (${A_SHOP}, 'a') returning id`,
          )
        ).id,
      ),
    ),
    otherShopKeywordId: once(async () =>
      Number(
        (
          await sql(
            `insert into servicer_keyword (site_id, keyword, reply) values (${A_SHOP}, 'k', 'r') returning id`,
          )
        ).id,
      ),
    ),
    payPasswordCode: once(() => sendCode(t, a, '/api/member/paypwdcode', {}, A_MOBILE)),
    bindMobileCode: once(() =>
      sendCode(t, a, '/api/member/bindmobliecode', { mobile: '13911112222' }, '13911112222'),
    ),
    bindEmailCode: once(() =>
      sendCode(t, a, '/api/member/bingemailcode', { email: 'a-new@example.com' }, 'a-new@example.com'),
    ),
  };
}

export type AccessWorld = ReturnType<typeof accessWorld>;
