import type { chat, Lang } from '@mall/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { AgentContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { checkContent } from './chat-content.ts';
import { allInOrder, onlineServicers, replayMissed, storeAndPush } from './chat-delivery.ts';
import * as dialogue from './chat-dialogue.repository.ts';
import { selectQuickReplies } from './chat-replies.repository.ts';
import * as repo from './chat.repository.ts';
import { memberUid, servicerUid, socketMessage, toDialogue } from './chat-wire.ts';

type Deps = Pick<AppDeps, 'db'> & { hub: NonNullable<AppDeps['hub']> };
const now = () => Math.floor(Date.now() / 1000);

/** The agent's servicer row (made on first use); the shop is the session's. */
const me = (deps: Deps, ctx: AgentContext) =>
  repo.servicerOfAccount(deps.db, ctx.accountId, ctx.siteId, ctx.accountName, now());

/** A shopper of this shop's chat; a shopper who never talked with the shop reads as not found. */
async function shopLink(deps: Deps, ctx: AgentContext, memberId: number) {
  const link = await repo.selectLink(deps.db, memberId, ctx.siteId);
  if (!link) throw new AppError('NOT_FOUND', 'CHAT_MEMBER_NOT_FOUND');
  return link;
}

/** Binds the agent's socket; the same agent's older sockets are told `force_offline` and closed. */
export async function bindAgent(deps: Deps, ctx: AgentContext, clientId: string) {
  // An unknown socket is refused before anything is written (the agent's row is made on first real use).
  if (!(await deps.hub.hasClient(clientId))) throw new AppError('PARAMETER_ERROR', 'CHAT_CLIENT_UNKNOWN');
  const s = await me(deps, ctx);
  const uid = servicerUid(s.servicerId);
  if (!(await deps.hub.bind(clientId, uid))) throw new AppError('PARAMETER_ERROR', 'CHAT_CLIENT_UNKNOWN');
  await deps.hub.closeUid(uid, socketMessage('force_offline', { servicer_id: s.servicerId }), clientId);
  await replayMissed(deps, uid, { servicerId: s.servicerId, siteId: ctx.siteId }, ctx.lang);
  return { servicer_id: s.servicerId, nickname: s.nickname };
}

/** Waiting (nobody serves them), active (this agent's, in the chat) and history, with the shop's online agents. */
export async function workspace(deps: Deps, ctx: AgentContext): Promise<chat.Workspace> {
  const s = await me(deps, ctx);
  const members = await repo.selectShopMembers(deps.db, ctx.siteId, 300);
  const online = await onlineServicers(deps, ctx.siteId);
  const load = await repo.countServedMembers(
    deps.db,
    online.map((o) => o.servicerId),
  );
  const onlineIds = new Set(online.map((o) => o.servicerId));
  const waiting = members.filter((m) => !onlineIds.has(m.servicer_id) && (m.online === 1 || m.unread > 0));
  const active = members.filter((m) => m.servicer_id === s.servicerId && m.online === 1);
  const history = members.filter((m) => !waiting.includes(m) && !active.includes(m));
  return {
    servicer_id: s.servicerId,
    nickname: s.nickname,
    waiting,
    active,
    history,
    agents: online.map((o) => ({
      servicer_id: o.servicerId,
      nickname: o.nickname,
      members: load.get(o.servicerId) ?? 0,
    })),
    quick_replies: await selectQuickReplies(deps.db, ctx.siteId),
  };
}

/** A shopper's messages with this shop, newest page first in reading order; reading them marks them read. */
export async function agentDialogs(
  deps: Deps,
  ctx: AgentContext,
  input: z.infer<typeof chat.agentDialogsRequest>,
) {
  await shopLink(deps, ctx, input.member_id);
  const { rows, total } = await dialogue.selectDialoguePage(
    deps.db,
    input.member_id,
    ctx.siteId,
    input.page,
    input.limit,
  );
  await dialogue.markRead(deps.db, input.member_id, ctx.siteId, 'member');
  return {
    count: total,
    page_count: Math.ceil(total / input.limit),
    list: rows.reverse().map((r) => toDialogue(r, ctx.lang)),
  };
}

/**
 * Stored, then pushed to the shopper; answering a waiting shopper takes them over. The link, the content and the
 * agent's row are read at once (one round trip before the store); the agent's row is only made, on its very first
 * answer, once the answer is allowed, so a refusal writes nothing.
 */
export async function answer(deps: Deps, ctx: AgentContext, input: z.infer<typeof chat.agentAnswerRequest>) {
  const [link, content, found] = await allInOrder([
    shopLink(deps, ctx, input.member_id),
    checkContent(deps.db, input, input.member_id, ctx.siteId),
    repo.findServicerOfAccount(deps.db, ctx.accountId),
  ] as const);
  const s = found ?? (await me(deps, ctx));
  if (link.servicerId !== s.servicerId) await moveTo(deps, ctx, s, link);
  return storeAndPush(
    deps,
    {
      memberId: input.member_id,
      servicerId: s.servicerId,
      siteId: ctx.siteId,
      type: 1,
      contentType: content.contentType,
      servicerSay: content.text,
      goodsSkuId: content.goodsSkuId,
      orderId: content.orderId,
      createTime: now(),
    },
    ctx.lang as Lang,
  );
}

type Servicer = Awaited<ReturnType<typeof me>>;
type Link = Awaited<ReturnType<typeof shopLink>>;

/** This agent serves the shopper from now on: the shopper is told (`connect`), the previous agent too. */
export async function takeOver(deps: Deps, ctx: AgentContext, memberId: number) {
  const link = await shopLink(deps, ctx, memberId);
  await moveTo(deps, ctx, await me(deps, ctx), link);
  return 1;
}

async function moveTo(deps: Deps, ctx: AgentContext, s: Servicer, link: Link) {
  const { memberId } = link;
  await repo.upsertLink(
    deps.db,
    { memberId, siteId: ctx.siteId, servicerId: s.servicerId, online: link.online },
    now(),
  );
  await dialogue.assignWaiting(deps.db, memberId, ctx.siteId, s.servicerId);
  if (link.servicerId && link.servicerId !== s.servicerId)
    await deps.hub.send(
      servicerUid(link.servicerId),
      socketMessage('disconnect', { member_id: memberId, site_id: ctx.siteId }),
    );
  await deps.hub.send(
    memberUid(memberId),
    socketMessage('connect', {
      servicer_id: s.servicerId,
      nickname: s.nickname,
      avatar: s.avatar,
      shop_id: ctx.siteId,
    }),
  );
}

/** Ends the shopper's conversation with this shop: the shopper's socket gets `close`. */
export async function endConversation(deps: Deps, ctx: AgentContext, memberId: number) {
  await shopLink(deps, ctx, memberId);
  await repo.setLinksOffline(deps.db, memberId, ctx.siteId);
  await deps.hub.closeUid(memberUid(memberId), socketMessage('close', { status: true, site_id: ctx.siteId }));
  return 1;
}

export async function searchHistory(
  deps: Deps,
  ctx: AgentContext,
  input: z.infer<typeof chat.agentSearchRequest>,
) {
  const { rows, total } = await dialogue.searchShopDialogues(
    deps.db,
    ctx.siteId,
    input.keyword,
    input.page,
    input.page_size,
  );
  return {
    count: total,
    page_count: Math.ceil(total / input.page_size),
    list: rows.map((r) => toDialogue(r, ctx.lang)),
  };
}

/** The agent leaves: its sockets are closed (presence goes with them). */
export async function agentBye(deps: Deps, ctx: AgentContext) {
  const s = await me(deps, ctx);
  await deps.hub.closeUid(servicerUid(s.servicerId), socketMessage('close', { status: true }));
  return 1;
}
