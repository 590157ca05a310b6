import { index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { unixTime } from './common.ts';

/**
 * A shop's customer-service agent in chat (facts §7 `servicer`): one row per agent account (merchant_account
 * with role shop_agent), made when the agent first opens the workspace. site_id 0 would be the platform's.
 * Whether it is online is presence in the socket hub, not a column: a column outlives a dead process.
 */
export const servicer = pgTable(
  'servicer',
  {
    servicerId: serial('servicer_id').primaryKey(),
    siteId: integer('site_id').notNull(),
    merchantId: integer('merchant_id').notNull(),
    nickname: varchar('nickname', { length: 60 }).notNull(),
    avatar: varchar('avatar', { length: 255 }).notNull().default(''),
    lastOnlineTime: unixTime('last_online_time'),
    createTime: unixTime('create_time'),
  },
  (t) => [uniqueIndex('servicer_merchant_uq').on(t.merchantId), index('servicer_site_idx').on(t.siteId)],
);

/**
 * A shopper's conversation with a shop (facts §7 `servicer_member`): who serves it now (0 = nobody, waiting),
 * whether the shopper is in the chat, and when it last moved.
 */
export const servicerMember = pgTable(
  'servicer_member',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    siteId: integer('site_id').notNull(),
    servicerId: integer('servicer_id').notNull().default(0),
    online: smallint('online').notNull().default(0),
    lastOnlineTime: unixTime('last_online_time'),
    createTime: unixTime('create_time'),
  },
  (t) => [
    uniqueIndex('servicer_member_member_site_uq').on(t.memberId, t.siteId),
    index('servicer_member_servicer_idx').on(t.servicerId, t.online),
    index('servicer_member_site_idx').on(t.siteId, t.lastOnlineTime),
  ],
);

/**
 * One chat message (facts §7 `servicer_dialogue`). Its id is also the socket message id: ids only grow, so a
 * recipient's acknowledged id (chat_cursor) says what it still has to receive.
 */
export const servicerDialogue = pgTable(
  'servicer_dialogue',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    servicerId: integer('servicer_id').notNull().default(0),
    siteId: integer('site_id').notNull(),
    /** 0 the shopper said it, 1 an agent answered (2 an automatic keyword reply, shown as the agent's). */
    type: smallint('type').notNull(),
    contentType: smallint('content_type').notNull().default(0),
    consumerSay: varchar('consumer_say', { length: 2000 }).notNull().default(''),
    servicerSay: varchar('servicer_say', { length: 2000 }).notNull().default(''),
    goodsSkuId: integer('goods_sku_id').notNull().default(0),
    orderId: integer('order_id').notNull().default(0),
    read: smallint('read').notNull().default(0),
    createTime: unixTime('create_time'),
  },
  (t) => [
    index('servicer_dialogue_member_site_idx').on(t.memberId, t.siteId, t.id),
    index('servicer_dialogue_site_idx').on(t.siteId, t.id),
  ],
);

/** What each socket uid (m<member_id>, s<servicer_id>) has acknowledged: the replay after a reconnect starts here. */
export const chatCursor = pgTable('chat_cursor', {
  uid: varchar('uid', { length: 24 }).primaryKey(),
  ackId: integer('ack_id').notNull().default(0),
});

/** A shop's quick replies, which its agents insert with one click. */
export const servicerQuickReply = pgTable(
  'servicer_quick_reply',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    content: varchar('content', { length: 600 }).notNull(),
    createTime: unixTime('create_time'),
  },
  (t) => [index('servicer_quick_reply_site_idx').on(t.siteId)],
);

/** A shop's keyword auto-replies: a shopper's text containing the keyword gets the reply at once. */
export const servicerKeyword = pgTable(
  'servicer_keyword',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    keyword: varchar('keyword', { length: 120 }).notNull(),
    reply: varchar('reply', { length: 600 }).notNull(),
    createTime: unixTime('create_time'),
  },
  (t) => [index('servicer_keyword_site_idx').on(t.siteId)],
);
