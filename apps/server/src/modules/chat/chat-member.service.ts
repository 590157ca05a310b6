import { chat, type Lang } from '@mall/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/translate.ts';
import type { ThrottleRule } from '../../platform/auth/limit-store.ts';
import { LimitError } from '../../platform/auth/limit-store.ts';
import { checkContent } from './chat-content.ts';
import {
  allInOrder,
  autoReply,
  chooseServicer,
  onlineServicers,
  onlineServicersOfSites,
  replayMissed,
  storeAndPush,
  type Keyword,
} from './chat-delivery.ts';
import * as dialogue from './chat-dialogue.repository.ts';
import { selectKeywords } from './chat-replies.repository.ts';
import * as repo from './chat.repository.ts';
import { memberUid, servicerUid, socketMessage, toDialogue } from './chat-wire.ts';

type Deps = Pick<AppDeps, 'db' | 'limits'> & { hub: NonNullable<AppDeps['hub']> };
const now = () => Math.floor(Date.now() / 1000);

/** A shopper may send 60 messages a minute: a script sending thousands is refused with a clear message. */
export const SAY_LIMIT: ThrottleRule = {
  scope: 'chat_say',
  max: 60,
  windowSeconds: 60,
  refusal: 'CHAT_TOO_FAST',
};

/** site_id 0 is the platform's customer service; any other must be a shop. */
async function assertSite(deps: Deps, siteId: number) {
  if (siteId !== 0 && !(await repo.selectShopFace(deps.db, siteId)))
    throw new AppError('NOT_FOUND', 'CHAT_SHOP_NOT_FOUND');
}

export async function hasServicers(deps: Deps, siteId: number) {
  await assertSite(deps, siteId);
  return { online_count: (await onlineServicers(deps, siteId)).length };
}

/**
 * Binds the shopper's socket and links the shopper to the shop's online agent with the fewest shoppers (the one
 * already serving them when still online). Nobody online: the link waits (servicer 0) and the answer is the
 * original's "customer service is not online" (code -1), so messages are kept as offline messages.
 */
export async function bindMember(deps: Deps, memberId: number, clientId: string, siteId: number) {
  await assertSite(deps, siteId);
  const uid = memberUid(memberId);
  if (!(await deps.hub.bind(clientId, uid))) throw new AppError('PARAMETER_ERROR', 'CHAT_CLIENT_UNKNOWN');
  await replayMissed(deps, uid, { memberId });
  const [link, online] = await allInOrder([
    repo.selectLink(deps.db, memberId, siteId),
    onlineServicers(deps, siteId),
  ] as const);
  const chosen = await chooseServicer(deps, online, link?.servicerId);
  await repo.upsertLink(deps.db, { memberId, siteId, servicerId: chosen?.servicerId ?? 0, online: 1 }, now());
  if (!chosen) throw new AppError('ERROR', 'SERVICER_OFFLINE');
  await dialogue.assignWaiting(deps.db, memberId, siteId, chosen.servicerId);
  const face = await repo.selectMemberFace(deps.db, memberId);
  await deps.hub.send(
    servicerUid(chosen.servicerId),
    socketMessage('connect', {
      member_id: memberId,
      site_id: siteId,
      nickname: face?.nickname || face?.username || '',
      headimg: face?.headimg ?? '',
    }),
  );
  return { servicer_id: chosen.servicerId, nickname: chosen.nickname, avatar: chosen.avatar };
}

/**
 * Stores the shopper's message first, then pushes it to the serving agent (re-assigned when that one went
 * offline). With nobody online it stays an offline message (servicer 0) for the agent who comes. The checks and
 * reads are independent and run at once; the send limit is counted only once they pass (a refusal writes
 * nothing): session, one round of reads, the limit, the store, then the push.
 */
export async function say(deps: Deps, memberId: number, input: z.infer<typeof chat.sayRequest>, lang: Lang) {
  const text = input.content_type === chat.CONTENT_TEXT;
  const [, content, link, online, keywords] = await allInOrder([
    assertSite(deps, input.site_id),
    checkContent(deps.db, input, memberId),
    repo.selectLink(deps.db, memberId, input.site_id),
    onlineServicers(deps, input.site_id),
    text ? selectKeywords(deps.db, input.site_id) : Promise.resolve<Keyword[]>([]),
  ] as const);
  const taken = await deps.limits.take(SAY_LIMIT, String(memberId));
  if (!taken.ok) throw new LimitError('CHAT_TOO_FAST', taken.retryAfterSeconds);
  const chosen = await chooseServicer(deps, online, link?.servicerId || input.servicer_id);
  const servicerId = chosen?.servicerId ?? 0;
  if (!link || link.servicerId !== servicerId)
    await repo.upsertLink(deps.db, { memberId, siteId: input.site_id, servicerId, online: 1 }, now());
  const saved = await storeAndPush(
    deps,
    {
      memberId,
      servicerId,
      siteId: input.site_id,
      type: 0,
      contentType: content.contentType,
      consumerSay: content.text,
      goodsSkuId: content.goodsSkuId,
      orderId: content.orderId,
      createTime: now(),
    },
    lang,
  );
  await autoReply(deps, saved, keywords, lang);
  return saved;
}

export async function dialogs(
  deps: Deps,
  memberId: number,
  input: z.infer<typeof chat.dialogsRequest>,
  lang: Lang,
) {
  const { rows, total } = await dialogue.selectDialoguePage(
    deps.db,
    memberId,
    input.site_id,
    input.page,
    input.limit,
  );
  return {
    count: total,
    page_count: Math.ceil(total / input.limit),
    list: rows.reverse().map((r) => toDialogue(r, lang)),
  };
}

/** One row per shop the shopper talked with; a shop with an agent online first. */
export async function chatList(deps: Deps, memberId: number, page: number, pageSize: number, lang: Lang) {
  const rows = await repo.selectConversations(deps.db, memberId, page, pageSize);
  const onlineBySite = await onlineServicersOfSites(
    deps,
    rows.map((r) => r.site_id),
  );
  const list: chat.Conversation[] = [];
  for (const r of rows) {
    const online = onlineBySite.has(r.site_id) ? 1 : 0;
    list.push({
      shop_id: r.site_id,
      shop_name: r.site_id === 0 ? translate(lang, 'PLATFORM_SERVICE') : (r.shop_name ?? ''),
      logo: r.logo ?? '',
      avatar: r.avatar ?? '',
      online,
      unread: r.unread,
      content: r.type === 0 ? r.consumer_say : r.servicer_say,
      content_type: r.content_type,
      type: r.type,
      add_time: r.create_time,
      servicer_id: r.servicer_id,
    });
  }
  return { list: list.sort((a, b) => b.online - a.online) };
}

export async function setRead(deps: Deps, memberId: number, siteId: number) {
  await dialogue.markRead(deps.db, memberId, siteId, 'servicer');
  return 1;
}

/** The shopper leaves: serving agents are told, the link goes offline, the shopper's sockets get `close`. */
export async function bye(deps: Deps, memberId: number, siteId: number) {
  await leave(deps, memberId, siteId);
  await deps.hub.closeUid(memberUid(memberId), socketMessage('close', { status: true }));
  return 1;
}

/** Marks the shopper gone from one shop's chat (or every shop's) and tells the agents who served them. */
export async function leave(deps: Deps, memberId: number, siteId?: number) {
  const left = await repo.setLinksOffline(deps.db, memberId, siteId);
  for (const l of left)
    if (l.servicerId)
      await deps.hub.send(
        servicerUid(l.servicerId),
        socketMessage('disconnect', { member_id: memberId, site_id: l.siteId }),
      );
}
