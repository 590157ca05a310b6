import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleToken } from '../../test/console-test-helpers.ts';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';
import { openSocket, type TestSocket } from './chat-test-helpers.ts';

/* A shop's quick replies and keyword auto-replies (issue 18 item 4): the merchant keeps them, agents use them. */

let t: TestApp;
let origin: string;
let owner: string;
let otherOwner: string;
let agent: string;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await consoleToken(t, 'shop1');
  otherOwner = await consoleToken(t, 'shop3');
  agent = await consoleToken(t, 'agent1');
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await t.close();
});

const open = async () => {
  const s = await openSocket(origin);
  sockets.push(s);
  return s;
};
const ok = async (path: string, body: Record<string, unknown>) => {
  const res = await t.call(path, body);
  expect(res.body.code, `${path}: ${res.body.message}`).toBe(0);
  return res.body.data;
};

describe('quick replies and keyword auto-replies', () => {
  it("the merchant keeps the shop's own; another shop's ids read as not found; bad input changes nothing", async () => {
    const id = await ok('/merchant/api/chat/quickreply/save', { token: owner, content: 'Ships in 24 hours' });
    await ok('/merchant/api/chat/quickreply/save', { token: owner, id, content: 'Ships within 24 hours' });
    const kw = await ok('/merchant/api/chat/keyword/save', {
      token: owner,
      keyword: 'Refund',
      reply: 'Refunds take 3 days',
    });
    expect(await ok('/merchant/api/chat/quickreply/lists', { token: owner })).toEqual([
      { id, content: 'Ships within 24 hours' },
    ]);
    expect(await ok('/merchant/api/chat/keyword/lists', { token: owner })).toEqual([
      { id: kw, keyword: 'Refund', reply: 'Refunds take 3 days' },
    ]);
    // The agents of the shop see the quick replies in their workspace.
    expect((await ok('/agent/api/chat/workspace', { token: agent })).quick_replies).toEqual([
      { id, content: 'Ships within 24 hours' },
    ]);

    for (const [path, body] of [
      ['quickreply/save', { id, content: 'hijacked' }],
      ['quickreply/delete', { id }],
      ['keyword/delete', { id: kw }],
    ] as const)
      expect(outcomeOf(await t.call(`/merchant/api/chat/${path}`, { token: otherOwner, ...body }))).toBe(
        'NOT_FOUND',
      );
    expect(await ok('/merchant/api/chat/quickreply/lists', { token: otherOwner })).toEqual([]);
    for (const body of [{ content: '   ' }, { content: 'x'.repeat(151) }])
      expect(outcomeOf(await t.call('/merchant/api/chat/quickreply/save', { token: owner, ...body }))).toBe(
        'PARAMETER_ERROR',
      );
    expect(
      outcomeOf(await t.call('/merchant/api/chat/keyword/save', { token: owner, keyword: 'k', reply: '' })),
    ).toBe('PARAMETER_ERROR');
    expect(await ok('/merchant/api/chat/quickreply/lists', { token: owner })).toHaveLength(1);
  });

  it("a shopper's text holding a keyword is answered at once; the agent gets a copy; offline too", async () => {
    const bob = await t.loginAs('bob');
    // Nobody online: the message waits, the automatic reply comes back all the same.
    const alone = await open();
    await t.call('/servicer/api/chat/bind', { token: bob, client_id: alone.clientId, site_id: 1 });
    const said = await ok('/servicer/api/chat/say', {
      token: bob,
      site_id: 1,
      message: 'how long does a REFUND take?',
    });
    const reply = await alone.next((m) => m.type === 'string' && m.data.type === 2);
    expect(reply.data).toMatchObject({ servicer_say: 'Refunds take 3 days', member_id: said.member_id });
    expect(reply.id).toBeGreaterThan(said.id);

    // An agent online: the shopper's message and the agent's copy of the automatic reply reach the agent.
    const a = await open();
    await ok('/agent/api/chat/bind', { token: agent, client_id: a.clientId });
    const s = await open();
    await ok('/servicer/api/chat/bind', { token: bob, client_id: s.clientId, site_id: 1 });
    const again = await ok('/servicer/api/chat/say', { token: bob, site_id: 1, message: 'refund please' });
    await a.next((m) => m.id === again.id);
    const copy = await a.next((m) => m.type === 'keyword_reply');
    expect(copy.data).toMatchObject({ servicer_say: 'Refunds take 3 days', type: 2 });
    await s.next((m) => m.id === copy.id && m.type === 'string');

    // Without a keyword, no automatic reply.
    const plain = await ok('/servicer/api/chat/say', { token: bob, site_id: 1, message: 'thanks' });
    const history = await ok('/servicer/api/chat/dialogs', { token: bob, site_id: 1, page: 1, limit: 1 });
    expect(history.list.map((d: { id: number }) => d.id)).toEqual([plain.id]);
  });
});
