import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captcha, messageOutbox } from '../../db/schema/index.ts';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';
import { lastCode, solvedCaptcha } from './account-test-helpers.ts';

/** A local SMTP server that keeps every message it receives. */
async function startMailbox(): Promise<{ url: string; mails: string[]; stop: () => Promise<void> }> {
  const mails: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push(Buffer.concat(chunks).toString('utf8'));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, mails, stop: () => new Promise((r) => server.close(() => r())) };
}

describe('e-mail delivery over SMTP', () => {
  let t: TestApp;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp({ SMTP_URL: mailbox.url, SMTP_FROM: 'Nova Mall <codes@novamall.test>' });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.stop();
  });

  it('mails the code to the member and keeps a copy in the demo outbox', async () => {
    const res = await t.call('/api/login/loginemailcode', {
      email: 'alice@example.com',
      ...(await solvedCaptcha(t)),
    });
    expect(res.body.code).toBe(0);
    const code = await lastCode(t, 'alice@example.com');
    expect(mailbox.mails).toHaveLength(1);
    const mail = mailbox.mails[0]!;
    expect(mail).toMatch(/^To: alice@example\.com/m);
    expect(mail).toMatch(/^From: Nova Mall <codes@novamall\.test>/m);
    expect(mail).toMatch(/^Subject: Nova Mall verification code/m);
    expect(mail.replace(/=\r\n/g, '')).toContain(`Your login code is ${code}`);
  });
});

describe('production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Production mode refuses to start without a mail transport; nothing is mailed here.
    t = await createTestApp({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(() => t.close());

  it('has no outbox and no captcha peek', async () => {
    const captcha = await t.call('/api/captcha/captcha');
    expect(captcha.body.code).toBe(0);
    expect((await t.call('/api/demo/captcha', { captcha_id: captcha.body.data.id })).status).toBe(404);
    expect((await t.call('/api/demo/outbox')).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/demo/outbox' })).statusCode).toBe(404);
  });

  it('records nothing in the outbox when a code is sent', async () => {
    const { id: captcha_id } = (await t.call('/api/captcha/captcha')).body.data;
    // read straight from the table: production has no call that tells the answer
    const [row] = await t.database.db.select().from(captcha).where(eq(captcha.captchaId, captcha_id));
    const res = await t.call('/api/login/mobileCode', {
      mobile: '13800000002',
      captcha_id,
      captcha_code: row!.answer,
    });
    expect(res.body.code).toBe(0);
    expect(await t.database.db.select().from(messageOutbox)).toHaveLength(0);
  });
});

describe('configured send limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CODE_SENDS_PER_IP_HOUR: '2' });
  });
  afterAll(() => t.close());

  it('CODE_SENDS_PER_IP_HOUR sets the per-network bar', async () => {
    for (const mobile of ['13800000001', '13800000002']) {
      expect((await t.call('/api/login/mobileCode', { mobile, ...(await solvedCaptcha(t)) })).body.code).toBe(
        0,
      );
    }
    const third = await t.call('/api/login/mobileCode', {
      mobile: '13800000003',
      ...(await solvedCaptcha(t)),
    });
    expect(outcomeOf(third)).toBe('RATE_LIMITED');
    expect(third.body.message).toMatch(/from your network/);
  });
});
