import { chat, type Lang } from '@mall/contracts';
import type { AppDeps } from '../../app-deps.ts';
import * as dialogue from './chat-dialogue.repository.ts';
import * as repo from './chat.repository.ts';
import { dialogueMessage, memberUid, servicerUid, toDialogue } from './chat-wire.ts';

type Deps = Pick<AppDeps, 'db'> & { hub: NonNullable<AppDeps['hub']> };
const now = () => Math.floor(Date.now() / 1000);
/** A reconnect replays at most this many missed messages; older ones are in the history the dialog loads. */
const REPLAY_MAX = 200;

export type OnlineServicer = Awaited<ReturnType<typeof repo.selectServicersOfSites>>[number];

/**
 * Independent steps of a message's path run at once (each sequential round trip adds to the delivery time,
 * bench/CHAT-RESULTS.md). Every one settles before any result is read, and failures are read in the order given,
 * so which refusal a caller gets never depends on timing.
 */
export async function allInOrder<T extends readonly unknown[]>(
  steps: readonly [...{ [K in keyof T]: Promise<T[K]> }],
): Promise<T> {
  const settled = await Promise.allSettled(steps);
  for (const s of settled) if (s.status === 'rejected') throw s.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/** The shop's agents whose socket is up right now (presence in the hub, on any process). */
export async function onlineServicers(deps: Deps, siteId: number) {
  return (await onlineServicersOfSites(deps, [siteId])).get(siteId) ?? [];
}

/** The online agents of several shops at once: one query and one presence round trip, not one per agent. */
export async function onlineServicersOfSites(deps: Deps, siteIds: number[]) {
  const all = await repo.selectServicersOfSites(deps.db, siteIds);
  const online = await deps.hub.onlineOf(all.map((s) => servicerUid(s.servicerId)));
  const bySite = new Map<number, OnlineServicer[]>();
  for (const s of all)
    if (online.has(servicerUid(s.servicerId))) bySite.set(s.siteId, [...(bySite.get(s.siteId) ?? []), s]);
  return bySite;
}

/**
 * The agent to serve a shopper among the shop's online ones: the current one while online (no query), else the
 * one with the fewest shoppers.
 */
export async function chooseServicer(deps: Deps, online: OnlineServicer[], current?: number) {
  const kept = online.find((s) => s.servicerId === current);
  if (kept) return kept;
  const load = await repo.countServedMembers(
    deps.db,
    online.map((s) => s.servicerId),
  );
  return online.sort((a, b) => (load.get(a.servicerId) ?? 0) - (load.get(b.servicerId) ?? 0))[0];
}

/** Stores a message, then pushes it to the other side: a shopper's to its agent, an agent's to the shopper. */
export async function storeAndPush(
  deps: Deps,
  row: dialogue.NewDialogue,
  lang: Lang,
): Promise<chat.Dialogue> {
  const d = toDialogue(await dialogue.insertDialogue(deps.db, row), lang);
  if (d.type === 0) {
    if (d.servicer_id) await deps.hub.send(servicerUid(d.servicer_id), dialogueMessage(d));
  } else {
    await deps.hub.send(memberUid(d.member_id), dialogueMessage(d));
    if (d.type === 2 && d.servicer_id)
      await deps.hub.send(servicerUid(d.servicer_id), dialogueMessage(d, 'keyword_reply'));
  }
  return d;
}

export interface Keyword {
  keyword: string;
  reply: string;
}

/** The shop's first keyword found in the shopper's text answers at once, as the shop's automatic reply. */
export async function autoReply(deps: Deps, said: chat.Dialogue, keywords: Keyword[], lang: Lang) {
  const text = said.consumer_say.toLowerCase();
  const hit = keywords.find((k) => text.includes(k.keyword.toLowerCase()));
  if (!hit) return;
  await storeAndPush(
    deps,
    {
      memberId: said.member_id,
      servicerId: said.servicer_id,
      siteId: said.site_id,
      type: 2,
      contentType: chat.CONTENT_TEXT,
      servicerSay: hit.reply,
      createTime: now(),
    },
    lang,
  );
}

/**
 * After a (re)connect: what the uid has not acknowledged, oldest first. A uid seen for the first time starts
 * from now (its history is what the dialog loads).
 */
export async function replayMissed(
  deps: Deps,
  uid: string,
  to: { memberId: number } | { servicerId: number; siteId: number },
  lang: Lang = 'en-us',
) {
  const after = await repo.selectCursor(deps.db, uid);
  if (after === undefined) {
    await repo.advanceCursor(deps.db, uid, await dialogue.maxDialogueId(deps.db));
    return;
  }
  for (const row of await dialogue.selectMissed(deps.db, to, after, REPLAY_MAX))
    await deps.hub.send(uid, dialogueMessage(toDialogue(row, lang)));
}
