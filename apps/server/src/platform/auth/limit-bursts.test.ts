import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { member } from '../../db/schema/index.ts';
import {
  lastCode,
  requestCode,
  solvedCaptcha,
  wrongCode,
} from '../../modules/account/account-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashPassword } from './passwords.ts';

// Parallel bursts at every failed-try and send limit (DESIGN §7): each limit takes its try in one atomic step
// before the slow check, so a burst never gets more checks than the limit, and a right answer late in the
// burst or after it is refused with the limit's message. The same tests run on PGlite, on PostgreSQL
// (`npm run test:api:pg`) and with the limits in Redis (REDIS_URL set).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.limits.forgetAll());

const BURST = 30;
/** Where the right answer stands in the burst: well after the limit's first five tries have been fired. */
const RIGHT_AT = 25;

interface Answer {
  body: { code: number; error_code?: string; message: string; data: unknown };
  retryAfter: string | undefined;
}
async function post(url: string, payload: Record<string, unknown>, headers = {}): Promise<Answer> {
  const res = await t.app.inject({ method: 'POST', url, payload, headers });
  return { body: res.json(), retryAfter: res.headers['retry-after'] as string | undefined };
}
const captchas = (n: number) => Promise.all(Array.from({ length: n }, () => solvedCaptcha(t)));
/** Counts answers by message. */
const tally = (answers: Answer[]) => {
  const out: Record<string, number> = {};
  for (const a of answers) out[a.body.message] = (out[a.body.message] ?? 0) + 1;
  return out;
};
const THROTTLED = /Too many failed attempts, please try again in 15 minutes/;

function expectRefusedByLimit(a: Answer, message: RegExp = THROTTLED) {
  expect(a.body.error_code).toBe('RATE_LIMITED');
  expect(a.body.message).toMatch(message);
  expect(Number(a.retryAfter)).toBeGreaterThan(0);
}

describe('member login by password', () => {
  it('checks at most 5 passwords of a burst; the right one inside and after it is refused', async () => {
    const cs = await captchas(BURST + 1);
    const answers = await Promise.all(
      cs.slice(0, BURST).map((c, i) =>
        post('/api/login/login', {
          username: 'alice',
          password: i === RIGHT_AT ? 'Alice@12345' : `x${i}`,
          ...c,
        }),
      ),
    );
    expect(tally(answers)['Incorrect account or password']).toBe(5);
    expectRefusedByLimit(answers[RIGHT_AT]!);
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(0);
    const after = await post('/api/login/login', {
      username: 'alice',
      password: 'Alice@12345',
      ...cs[BURST]!,
    });
    expectRefusedByLimit(after);
  });

  it('counts a network across accounts; a forged X-Forwarded-For gets no fresh allowance', async () => {
    const cs = await captchas(40);
    const answers = await Promise.all(
      cs.map((c, i) =>
        post(
          '/api/login/login',
          { username: `nobody${i}`, password: 'Wrong@12345', ...c },
          { 'x-forwarded-for': `198.51.100.${i}` },
        ),
      ),
    );
    expect(tally(answers)['Incorrect account or password']).toBe(30);
    expect(answers.filter((a) => a.body.error_code === 'RATE_LIMITED')).toHaveLength(10);
  });
});

describe('payment password', () => {
  it('checks at most 5 PINs of a burst; the right one inside and after it is refused', async () => {
    await t.database.db
      .update(member)
      .set({ payPassword: await hashPassword('258014') })
      .where(eq(member.username, 'bob'));
    const token = await t.loginAs('bob');
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        post('/api/member/checkpaypassword', { token, pay_password: i === RIGHT_AT ? '258014' : '000001' }),
      ),
    );
    expect(tally(answers)['The payment password is incorrect']).toBe(5);
    expectRefusedByLimit(answers[RIGHT_AT]!);
    expectRefusedByLimit(await post('/api/member/checkpaypassword', { token, pay_password: '258014' }));
  });
});

describe('merchant login', () => {
  it('checks at most 5 passwords of a burst; the right one inside and after it is refused', async () => {
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        post('/merchant/api/login', {
          username: 'shop5',
          password: i === RIGHT_AT ? 'Shop@12345' : `bad-${i}`,
        }),
      ),
    );
    expect(tally(answers)['Wrong username or password']).toBe(5);
    expectRefusedByLimit(answers[RIGHT_AT]!);
    expectRefusedByLimit(await post('/merchant/api/login', { username: 'shop5', password: 'Shop@12345' }));
  });
});

describe('verification codes', () => {
  const mobile = '13912340000';

  it('compares at most 5 codes of a burst; the right one inside and after it is refused', async () => {
    const { key, code } = await requestCode(t, '/api/login/mobileCode', { mobile }, mobile);
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        post('/api/login/mobile', { mobile, key, code: i === RIGHT_AT ? code : wrongCode(code) }),
      ),
    );
    expect(answers.filter((a) => /incorrect/.test(a.body.message))).toHaveLength(5);
    expect(answers[RIGHT_AT]!.body.message).toMatch(/expired or was already used/);
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(0);
    expect((await post('/api/login/mobile', { mobile, key, code })).body.message).toMatch(/expired/);
  });

  it('sends one code of a burst to one number (the countdown), each with its own captcha', async () => {
    const cs = await captchas(BURST);
    const answers = await Promise.all(cs.map((c) => post('/api/login/mobileCode', { mobile, ...c })));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.code !== 0)) expectRefusedByLimit(a, /repeatedly/);
    await lastCode(t, mobile);
  });

  it('sends at most 30 codes an hour from one network, whatever X-Forwarded-For says', async () => {
    const cs = await captchas(40);
    const answers = await Promise.all(
      cs.map((c, i) =>
        post(
          '/api/login/mobileCode',
          { mobile: `1370000${String(i).padStart(4, '0')}`, ...c },
          { 'x-forwarded-for': `203.0.113.${i}` },
        ),
      ),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(30);
    for (const a of answers.filter((x) => x.body.code !== 0)) expectRefusedByLimit(a, /from your network/);
  });
});

describe('captchas', () => {
  it('give one try in a burst of answers: the right answer late in it finds the captcha gone', async () => {
    const c = await solvedCaptcha(t);
    const tries = Array.from({ length: BURST }, (_, i) => (i === RIGHT_AT ? c.captcha_code : `zz${i}`));
    const logins = await Promise.all(
      tries.map((code) =>
        post('/api/login/login', { username: 'demo', password: 'Demo@12345', ...c, captcha_code: code }),
      ),
    );
    expect(logins.every((a) => a.body.error_code === 'ERROR' && /captcha/.test(a.body.message))).toBe(true);
    const d = await solvedCaptcha(t);
    const sends = await Promise.all(
      tries.map((code, i) =>
        post('/api/login/mobileCode', {
          mobile: `1360000${String(i).padStart(4, '0')}`,
          ...d,
          captcha_code: code,
        }),
      ),
    );
    expect(sends.filter((a) => a.body.code === 0)).toHaveLength(0);
  });

  it('one solved captcha sends one code to one target, never to three', async () => {
    const c = await solvedCaptcha(t);
    const sends = await Promise.all(
      ['13600000101', '13600000102', '13600000103'].map((m) =>
        post('/api/login/mobileCode', { mobile: m, ...c }),
      ),
    );
    expect(sends.filter((a) => a.body.code === 0)).toHaveLength(1);
  });
});
