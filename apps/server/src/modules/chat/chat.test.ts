import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../flows/checkout/checkout-test-helpers.ts';
import { consoleToken } from '../../test/console-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { chatIds, openSocket, type TestSocket } from './chat-test-helpers.ts';

let t: TestApp;
let origin: string;
let alice: string;
let bob: string;
let agent: string;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  alice = await t.loginAs('alice');
  bob = await t.loginAs('bob');
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
const memberId = async (username: string) =>
  Number((await rows(t, `select member_id from member where username = '${username}'`))[0]!.member_id);

describe('chat without an agent online', () => {
  it('says customer service is not online, keeps the message offline, and the agent finds it waiting', async () => {
    const s = await open();
    const bind = await t.call('/servicer/api/chat/bind', { token: bob, client_id: s.clientId, site_id: 1 });
    expect(bind.body).toMatchObject({
      code: -1,
      error_code: 'ERROR',
      message: 'Customer service is not online',
    });
    expect(await ok('/servicer/api/chat/hasServicers', { token: bob, site_id: 1 })).toEqual({
      online_count: 0,
    });
    const said = await ok('/servicer/api/chat/say', { token: bob, site_id: 1, message: 'Anyone there?' });
    expect(said).toMatchObject({ servicer_id: 0, type: 0, consumer_say: 'Anyone there?' });
    const list = await ok('/servicer/api/chat/chatList', { token: bob });
    expect(list.list[0]).toMatchObject({ shop_id: 1, online: 0, content: 'Anyone there?', unread: 0 });

    const a = await open();
    await ok('/agent/api/chat/bind', { token: agent, client_id: a.clientId });
    const ws = await ok('/agent/api/chat/workspace', { token: agent });
    const bobId = await memberId('bob');
    expect(ws.waiting.map((m: { member_id: number }) => m.member_id)).toContain(bobId);
    expect(ws.waiting.find((m: { member_id: number }) => m.member_id === bobId).unread).toBe(1);
    const history = await ok('/agent/api/chat/dialogs', { token: agent, member_id: bobId });
    expect(history.list.map((d: { consumer_say: string }) => d.consumer_say)).toEqual(['Anyone there?']);
    // The agent answers: bob takes the answer on his socket and the conversation is his agent's now.
    const answer =
      bob && (await ok('/agent/api/chat/answer', { token: agent, member_id: bobId, message: 'Hello Bob' }));
    const got = await s.next((m) => m.id === answer.id);
    expect(got).toMatchObject({ type: 'string', data: { servicer_say: 'Hello Bob', nickname: 'agent1' } });
    expect(
      (await ok('/agent/api/chat/workspace', { token: agent })).active.map(
        (m: { member_id: number }) => m.member_id,
      ),
    ).toContain(bobId);
    a.close();
    await a.closed;
  });
});

describe('chat with an agent online', () => {
  it('binds to the agent, pushes each message type both ways, pages history and clears unread', async () => {
    const a = await open();
    expect(await ok('/agent/api/chat/bind', { token: agent, client_id: a.clientId })).toMatchObject({
      nickname: 'agent1',
    });
    const s = await open();
    const bound = await ok('/servicer/api/chat/bind', { token: alice, client_id: s.clientId, site_id: 1 });
    expect(bound).toMatchObject({ nickname: 'agent1' });
    await a.next((m) => m.type === 'connect' && m.data.site_id === 1);
    expect(await ok('/servicer/api/chat/hasServicers', { token: alice, site_id: 1 })).toEqual({
      online_count: 1,
    });

    const [sku] = await rows(t, `select sku_id from goods_sku where site_id = 1 and is_delete = 0 limit 1`);
    const text = await ok('/servicer/api/chat/say', {
      token: alice,
      site_id: 1,
      message: 'Hi [emjoy_01] <b>x</b>',
    });
    expect((await a.next((m) => m.id === text.id)).type).toBe('string');
    const card = await ok('/servicer/api/chat/say', {
      token: alice,
      site_id: 1,
      content_type: 1,
      goods_id: sku!.sku_id,
    });
    const pushed = await a.next((m) => m.id === card.id);
    expect(pushed).toMatchObject({ type: 'goodssku', data: { goods_sku_id: Number(sku!.sku_id) } });
    expect(String(pushed.data.goods_name)).not.toBe('');
    // Script in text is kept as text: it is stored and pushed exactly as typed, never changed into markup.
    expect(text.consumer_say).toBe('Hi [emjoy_01] <b>x</b>');

    const aliceId = await memberId('alice');
    const answer = await ok('/agent/api/chat/answer', {
      token: agent,
      member_id: aliceId,
      message: 'Welcome',
    });
    await s.next((m) => m.id === answer.id);
    let list = await ok('/servicer/api/chat/chatList', { token: alice });
    expect(list.list[0]).toMatchObject({ shop_id: 1, online: 1, unread: 1, content: 'Welcome' });
    await ok('/servicer/api/chat/setRead', { token: alice, site_id: 1 });
    list = await ok('/servicer/api/chat/chatList', { token: alice });
    expect(list.list[0].unread).toBe(0);

    const page1 = await ok('/servicer/api/chat/dialogs', { token: alice, site_id: 1, page: 1, limit: 2 });
    expect(page1.page_count).toBe(2);
    expect(page1.list.map((d: { id: number }) => d.id)).toEqual([card.id, answer.id]);
    const page2 = await ok('/servicer/api/chat/dialogs', { token: alice, site_id: 1, page: 2, limit: 2 });
    expect(page2.list.map((d: { id: number }) => d.id)).toEqual([text.id]);
    // bob never sees alice's conversation
    const bobs = await ok('/servicer/api/chat/dialogs', { token: bob, site_id: 1, page: 1, limit: 50 });
    expect(bobs.list.some((d: { member_id: number }) => d.member_id === aliceId)).toBe(false);

    await ok('/servicer/api/chat/bye', { token: alice, site_id: 1 });
    await s.next((m) => m.type === 'close');
    await a.next((m) => m.type === 'disconnect' && m.data.member_id === aliceId);
    a.close();
  });

  it('replays what a reconnecting shopper missed, in order, once', async () => {
    const a = await open();
    await ok('/agent/api/chat/bind', { token: agent, client_id: a.clientId });
    const first = await open();
    await ok('/servicer/api/chat/bind', { token: alice, client_id: first.clientId, site_id: 1 });
    const aliceId = await memberId('alice');
    const m1 = await ok('/agent/api/chat/answer', { token: agent, member_id: aliceId, message: 'one' });
    await first.next((m) => m.id === m1.id);
    first.send(JSON.stringify({ v: 1, type: 'ack', id: m1.id }));
    // Acknowledgements are written after the frame is taken (chat-socket ackWriter): wait until this one is, so
    // what counts as missed is decided by the ack and not by how fast a loaded machine writes it.
    await expect
      .poll(
        async () => (await rows(t, `select ack_id from chat_cursor where uid = 'm${aliceId}'`))[0]?.ack_id,
      )
      .toBe(m1.id);
    first.close();
    await first.closed;
    // While alice is away three answers are stored.
    const missed: number[] = [];
    for (const text of ['two', 'three', 'four'])
      missed.push(
        (await ok('/agent/api/chat/answer', { token: agent, member_id: aliceId, message: text })).id,
      );
    const again = await open();
    const last = again.next((m) => m.id === missed[2]);
    await ok('/servicer/api/chat/bind', { token: alice, client_id: again.clientId, site_id: 1 });
    await last;
    expect(chatIds(again)).toEqual(missed);
    a.close();
  });
});

describe('agents', () => {
  it('assigns the agent with the fewest shoppers, and a second login forces the older one offline', async () => {
    await t.database.db.execute(
      `insert into merchant_account (site_id, username, password, role) values (1, 'agent1b', 'x', 'shop_agent')`,
    );
    const second = await consoleToken(t, 'agent1b');
    const a1 = await open();
    const a2 = await open();
    await ok('/agent/api/chat/bind', { token: agent, client_id: a1.clientId });
    const b2 = await ok('/agent/api/chat/bind', { token: second, client_id: a2.clientId });
    // agent1 serves bob; demo, new to the shop, goes to the agent with fewer shoppers.
    const sb = await open();
    await ok('/servicer/api/chat/bind', { token: bob, client_id: sb.clientId, site_id: 1 });
    const sa = await open();
    const demo = await t.loginAs('demo');
    const bound = await ok('/servicer/api/chat/bind', { token: demo, client_id: sa.clientId, site_id: 1 });
    const bobOn = await rows(
      t,
      `select servicer_id from servicer_member where site_id = 1 and member_id = ${await memberId('bob')}`,
    );
    expect(bound.servicer_id).not.toBe(Number(bobOn[0]!.servicer_id));
    expect(bound.servicer_id).toBe(b2.servicer_id);

    const newer = await open();
    await ok('/agent/api/chat/bind', { token: agent, client_id: newer.clientId });
    await a1.next((m) => m.type === 'force_offline');
    expect((await a1.closed).code).toBe(1000);
  });
});

describe('bad input', () => {
  it('refuses blank, over-long, foreign and unknown content, changing nothing', async () => {
    const before = (await rows(t, 'select count(*)::int as n from servicer_dialogue'))[0]!.n;
    const refused = async (body: Record<string, unknown>, code: string) =>
      expect(
        (await t.call('/servicer/api/chat/say', { token: alice, site_id: 1, ...body })).body.error_code,
      ).toBe(code);
    await refused({ message: '   ' }, 'PARAMETER_ERROR');
    await refused({ message: 'x'.repeat(151) }, 'PARAMETER_ERROR');
    await refused({ message: '[emjoy_01]'.repeat(151) }, 'PARAMETER_ERROR');
    await refused({ content_type: 3, message: 'https://evil.example/x.png' }, 'PARAMETER_ERROR');
    await refused({ content_type: 1, goods_id: 2_000_000_000 }, 'NOT_FOUND');
    await refused({ content_type: 9, message: 'x' }, 'PARAMETER_ERROR');
    await refused({ site_id: 999_999, message: 'x' }, 'NOT_FOUND');
    const [bobOrder] = await rows(
      t,
      `select order_id from "order" where member_id = ${await memberId('bob')} limit 1`,
    );
    if (bobOrder) await refused({ content_type: 2, order_id: bobOrder.order_id }, 'NOT_FOUND');
    expect(
      (await t.call('/servicer/api/chat/bind', { token: alice, client_id: 'nope', site_id: 1 })).body
        .error_code,
    ).toBe('PARAMETER_ERROR');
    expect(
      (await t.call('/agent/api/chat/dialogs', { token: agent, member_id: 2_000_000_000 })).body.error_code,
    ).toBe('NOT_FOUND');
    expect((await rows(t, 'select count(*)::int as n from servicer_dialogue'))[0]!.n).toBe(before);
    expect((await t.call('/servicer/api/chat/chatList', {})).body.error_code).toBe('TOKEN_ERROR');
  });

  it('answers bad frames with an error and keeps the socket; closes one over the size limit', async () => {
    const s = await open();
    s.send('not json');
    expect((await s.next((m) => m.type === 'error')).data.error_code).toBe('PARAMETER_ERROR');
    s.send(JSON.stringify({ v: 1, type: 'shout' }));
    await s.next((m) => m.type === 'error' && m.data.message === 'Unknown message');
    s.send(JSON.stringify({ v: 9, type: 'ack', id: 1 }));
    await s.next((m) => m.type === 'error' && m.data.error_code === 'VERSION');
    s.send('ping');
    s.send('x'.repeat(5000));
    expect((await s.closed).code).toBe(1009);
  });

  it('rate-limits a flood of messages from one shopper with a clear message', async () => {
    const answers = await Promise.all(
      Array.from({ length: 70 }, (_, i) =>
        t.call('/servicer/api/chat/say', { token: bob, site_id: 2, message: `m${i}` }),
      ),
    );
    const codes = answers.map((r) => r.body.error_code ?? 'OK');
    expect(codes.filter((c) => c === 'OK').length).toBeLessThanOrEqual(60);
    const limited = answers.find((r) => r.body.error_code === 'RATE_LIMITED')!;
    expect(limited.body.message).toMatch(/too fast/);
  });
});

describe('chat pictures', () => {
  const form = (token: string, file: Buffer, type: string) => {
    const boundary = 'chatboundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x"\r\nContent-Type: ${type}\r\n\r\n`;
    return {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    };
  };

  it('stores a picture checked by content, which then goes out as an image message', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#09f' } })
      .png()
      .toBuffer();
    const up = (
      await t.app.inject({ method: 'POST', url: '/api/upload/chatimg', ...form(alice, png, 'image/png') })
    ).json();
    expect(up.code, up.message).toBe(0);
    expect(up.data.pic_path).toMatch(/^upload\/chat\/\d{8}\/m\d+-[0-9a-f]+\.jpg$/);
    const said = await ok('/servicer/api/chat/say', {
      token: alice,
      site_id: 2,
      content_type: 3,
      message: up.data.pic_path,
    });
    expect(said).toMatchObject({ content_type: 3, consumer_say: up.data.pic_path });
    // A script named like a picture is no picture.
    const fake = Buffer.from('<script>alert(1)</script>');
    const refused = (
      await t.app.inject({ method: 'POST', url: '/api/upload/chatimg', ...form(alice, fake, 'image/png') })
    ).json();
    expect(refused.error_code).toBe('PARAMETER_ERROR');
    const agentUp = (
      await t.app.inject({ method: 'POST', url: '/agent/api/chat/image', ...form(agent, png, 'image/png') })
    ).json();
    expect(agentUp.data.pic_path).toMatch(/^upload\/chat\/\d{8}\/s\d+-/);
  });
});
