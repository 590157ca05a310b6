import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../flows/checkout/checkout-test-helpers.ts';
import { consoleToken } from '../../test/console-test-helpers.ts';
import { checkoutOne } from '../payment/payment-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openSocket, type TestSocket } from './chat-test-helpers.ts';

/* The agent's calls besides answering (issue 18 item 4): take over, end, search, leave; the order card's push. */

let t: TestApp;
let origin: string;
let agent1: string;
let agent2: string;
let demo: string;
let demoId: number;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  await t.database.db.execute(
    `insert into merchant_account (site_id, username, password, role) values (1, 'agent1b', 'x', 'shop_agent'),
       (3, 'agent3', 'x', 'shop_agent')`,
  );
  agent1 = await consoleToken(t, 'agent1');
  agent2 = await consoleToken(t, 'agent1b');
  demo = await t.loginAs('demo');
  demoId = Number((await rows(t, `select member_id from member where username = 'demo'`))[0]!.member_id);
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
const ids = (list: { member_id: number }[]) => list.map((m) => m.member_id);

describe("an agent's conversation", () => {
  it('is taken over by a colleague, both sides told; its messages and order cards go to the new agent', async () => {
    const a1 = await open();
    const first = await ok('/agent/api/chat/bind', { token: agent1, client_id: a1.clientId });
    const s = await open();
    expect(
      (await ok('/servicer/api/chat/bind', { token: demo, client_id: s.clientId, site_id: 1 })).servicer_id,
    ).toBe(first.servicer_id);
    const a2 = await open();
    const second = await ok('/agent/api/chat/bind', { token: agent2, client_id: a2.clientId });

    await ok('/agent/api/chat/takeover', { token: agent2, member_id: demoId });
    const told = await s.next((m) => m.type === 'connect' && m.data.servicer_id === second.servicer_id);
    expect(told.data).toMatchObject({ shop_id: 1, nickname: 'agent1b' });
    await a1.next((m) => m.type === 'disconnect' && m.data.member_id === demoId);
    expect(ids((await ok('/agent/api/chat/workspace', { token: agent2 })).active)).toContain(demoId);
    expect(ids((await ok('/agent/api/chat/workspace', { token: agent1 })).active)).not.toContain(demoId);

    // The shopper's order, as a card, reaches the agent who serves them now.
    const tradeNo = await checkoutOne(t, demo, 1);
    const [own] = await rows(t, `select order_id, order_no from "order" where out_trade_no = '${tradeNo}'`);
    const card = await ok('/servicer/api/chat/say', {
      token: demo,
      site_id: 1,
      servicer_id: first.servicer_id,
      content_type: 2,
      order_id: own!.order_id,
    });
    const pushed = await a2.next((m) => m.id === card.id);
    expect(pushed).toMatchObject({
      type: 'order',
      data: { order_no: own!.order_no, servicer_id: second.servicer_id },
    });
    expect(a1.messages.some((m) => m.id === card.id)).toBe(false);
  });

  it('is found by a search within the shop only, the search text taken literally', async () => {
    const said = await ok('/servicer/api/chat/say', {
      token: demo,
      site_id: 1,
      message: 'Tracking 100% lost?',
    });
    const found = await ok('/agent/api/chat/search', { token: agent1, keyword: 'TRACKING' });
    expect(found.list.map((d: { id: number }) => d.id)).toEqual([said.id]);
    expect((await ok('/agent/api/chat/search', { token: agent1, keyword: '0%' })).count).toBe(1);
    expect((await ok('/agent/api/chat/search', { token: agent1, keyword: '_' })).count).toBe(0);
    const other = await consoleToken(t, 'agent3');
    expect((await ok('/agent/api/chat/search', { token: other, keyword: 'tracking' })).count).toBe(0);
  });

  it("is ended by the agent: the shopper's socket is told and closed, the shopper leaves the active list", async () => {
    const s = await open();
    await ok('/servicer/api/chat/bind', { token: demo, client_id: s.clientId, site_id: 1 });
    await ok('/agent/api/chat/end', { token: agent2, member_id: demoId });
    expect((await s.next((m) => m.type === 'close')).data).toMatchObject({ status: true, site_id: 1 });
    expect((await s.closed).code).toBe(1000);
    expect(ids((await ok('/agent/api/chat/workspace', { token: agent2 })).active)).not.toContain(demoId);
  });

  it("ends when the agent leaves: the agent's sockets close and the shop reads one agent fewer online", async () => {
    const before = (await ok('/servicer/api/chat/hasServicers', { token: demo, site_id: 1 })).online_count;
    const a = await open();
    await ok('/agent/api/chat/bind', { token: agent1, client_id: a.clientId });
    await ok('/agent/api/chat/bye', { token: agent1 });
    await a.next((m) => m.type === 'close');
    await a.closed;
    await expect
      .poll(
        async () => (await ok('/servicer/api/chat/hasServicers', { token: demo, site_id: 1 })).online_count,
      )
      .toBe(before - 1);
  });
});
