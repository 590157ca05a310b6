import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleToken } from '../../test/console-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openSocket, type TestSocket } from './chat-test-helpers.ts';

/*
 * The platform's own customer service (site_id 0, issue 18 item 2): what the storefront's header and side bar
 * open. The platform's agent (the demo's agent0) logs in to the agent console like a shop's and answers it; a
 * shop's agent never sees those conversations.
 */

let t: TestApp;
let origin: string;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
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

describe("the platform's customer service", () => {
  it("is answered by the platform's agent, in the platform's conversation only", async () => {
    const login = await ok('/agent/api/login', { username: 'agent0', password: 'Agent@12345' });
    expect(login).toMatchObject({ audience: 'agent', site_id: 0 });
    const site = (await t.call('/api/website/info')).body.data;
    expect(login.site_name).toBe(site.title);
    const agent0 = login.token as string;

    const a = await open();
    const me = await ok('/agent/api/chat/bind', { token: agent0, client_id: a.clientId });
    const demo = await t.loginAs('demo');
    expect(await ok('/servicer/api/chat/hasServicers', { token: demo, site_id: 0 })).toEqual({
      online_count: 1,
    });
    const s = await open();
    const bound = await ok('/servicer/api/chat/bind', { token: demo, client_id: s.clientId, site_id: 0 });
    expect(bound).toMatchObject({ servicer_id: me.servicer_id, nickname: 'agent0' });

    const said = await ok('/servicer/api/chat/say', {
      token: demo,
      site_id: 0,
      message: 'Where is my parcel?',
    });
    await a.next((m) => m.id === said.id);
    const answer = await ok('/agent/api/chat/answer', {
      token: agent0,
      member_id: said.member_id,
      message: 'Let me look it up.',
    });
    expect((await s.next((m) => m.id === answer.id)).data).toMatchObject({
      site_id: 0,
      servicer_say: 'Let me look it up.',
    });
    const list = await ok('/servicer/api/chat/chatList', { token: demo, lang: 'en-us' });
    expect(list.list[0]).toMatchObject({ shop_id: 0, online: 1, unread: 1, content: 'Let me look it up.' });
    expect(list.list[0].shop_name).not.toBe('');
    const ws = await ok('/agent/api/chat/workspace', { token: agent0 });
    expect(ws.active.map((m: { member_id: number }) => m.member_id)).toEqual([said.member_id]);

    // A shop's agent neither lists nor reads the platform's conversation.
    const agent1 = await consoleToken(t, 'agent1');
    const shopWs = await ok('/agent/api/chat/workspace', { token: agent1 });
    const all = [...shopWs.waiting, ...shopWs.active, ...shopWs.history];
    expect(all.some((m: { member_id: number }) => m.member_id === said.member_id)).toBe(false);
    const foreign = await t.call('/agent/api/chat/dialogs', { token: agent1, member_id: said.member_id });
    expect(foreign.body.error_code).toBe('NOT_FOUND');
  });

  it('opens no merchant console on the platform: only agents have accounts there', async () => {
    await t.database.db.execute(
      `insert into merchant_account (site_id, username, password, role)
       select 0, 'platformstaff', password, 'shop_staff' from merchant_account where username = 'agent0'`,
    );
    const res = await t.call('/merchant/api/login', { username: 'platformstaff', password: 'Agent@12345' });
    expect(res.body.code).not.toBe(0);
  });
});
