import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { member, verifyCode } from '../../db/schema/index.ts';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';
import { lastCode, requestCode, solvedCaptcha, wrongCode } from './account-test-helpers.ts';
import { CODE_RESEND_RULE, codeSendRules } from './codes.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Each test starts with no codes sent, so countdowns and hourly limits of one test do not touch the next.
beforeEach(async () => {
  await t.database.db.delete(verifyCode);
  // Send countdowns and hourly limits are counted apart from the codes.
  await t.limits.forgetAll();
});

const NEW_MOBILE = '13912345678';
const loginCode = () => requestCode(t, '/api/login/mobileCode', { mobile: NEW_MOBILE }, NEW_MOBILE);
const mobileLogin = (body: Record<string, unknown>) =>
  t.call('/api/login/mobile', { mobile: NEW_MOBILE, ...body });

describe('verification codes', () => {
  it('stores only a hash: the code is not in the table', async () => {
    const { code } = await loginCode();
    const [row] = await t.database.db.select().from(verifyCode);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
    expect(row!.expireTime - row!.createTime).toBe(600);
  });

  it('logs in with a mobile code and registers an unknown mobile on the spot', async () => {
    const { key, code } = await loginCode();
    const res = await mobileLogin({ key, code, autoLoginRange: 7 });
    expect(res.body.data.token).toBeTruthy();
    const [row] = await t.database.db.select().from(member).where(eq(member.mobile, NEW_MOBILE));
    expect(row!.nickname).toBe('139****5678');
    expect(row!.password).toBe('');
  });

  it('is single use', async () => {
    const { key, code } = await loginCode();
    expect((await mobileLogin({ key, code })).body.code).toBe(0);
    const again = await mobileLogin({ key, code });
    expect(again.body.message).toMatch(/expired or was already used/);
  });

  it('dies after 5 wrong tries, even for the right code afterwards', async () => {
    const { key, code } = await loginCode();
    for (let left = 4; left >= 0; left--) {
      const res = await mobileLogin({ key, code: wrongCode(code) });
      expect(res.body.message).toContain(`${left} tries left`);
    }
    expect((await mobileLogin({ key, code })).body.message).toMatch(/expired/);
  });

  it('fails once expired (clock moved by updating the row)', async () => {
    const { key, code } = await loginCode();
    await t.database.db.update(verifyCode).set({ expireTime: Math.floor(Date.now() / 1000) - 1 });
    expect((await mobileLogin({ key, code })).body.message).toMatch(/expired/);
  });

  it('fails for another number and for another purpose', async () => {
    const { key, code } = await loginCode();
    const other = await t.call('/api/login/mobile', { mobile: '13912345679', key, code });
    expect(other.body.message).toMatch(/incorrect/);
    const find = await t.call('/api/findpassword/mobile', {
      mobile: NEW_MOBILE,
      key,
      code,
      password: 'Abc12345',
    });
    expect(find.body.message).toMatch(/expired or was already used/);
  });

  it('refuses a resend within 60 s with the seconds left, then allows it once the countdown ran out', async () => {
    await loginCode();
    const res = await t.call('/api/login/mobileCode', { mobile: NEW_MOBILE, ...(await solvedCaptcha(t)) });
    expect(outcomeOf(res)).toBe('RATE_LIMITED');
    expect(res.body.data.seconds).toBeGreaterThan(55);
    expect(res.body.message).toMatch(/do not click "get code" repeatedly/i);
    await t.limits.forget(CODE_RESEND_RULE, NEW_MOBILE); // the countdown ran out
    expect(
      (await t.call('/api/login/mobileCode', { mobile: NEW_MOBILE, ...(await solvedCaptcha(t)) })).body.code,
    ).toBe(0);
  });

  it('counts the countdown from CODE_RESEND_SECONDS when it is set (the journeys set a few seconds)', async () => {
    const short = await createTestApp({ CODE_RESEND_SECONDS: '2' });
    try {
      const send = async () =>
        outcomeOf(
          await short.call('/api/login/mobileCode', { mobile: NEW_MOBILE, ...(await solvedCaptcha(short)) }),
        );
      const captcha = await solvedCaptcha(short);
      const first = await short.call('/api/login/mobileCode', { mobile: NEW_MOBILE, ...captcha });
      expect(outcomeOf(first)).toBe('OK');
      const refused = await short.call('/api/login/mobileCode', {
        mobile: NEW_MOBILE,
        ...(await solvedCaptcha(short)),
      });
      expect(outcomeOf(refused)).toBe('RATE_LIMITED');
      expect(refused.body.data.seconds).toBeLessThanOrEqual(2);
      // A double click (the same captcha again) is told the same countdown, not the spec's 60 s.
      const doubleClick = await short.call('/api/login/mobileCode', { mobile: NEW_MOBILE, ...captcha });
      expect(outcomeOf(doubleClick)).toBe('RATE_LIMITED');
      expect(doubleClick.body.data.seconds).toBeLessThanOrEqual(2);
      await vi.waitFor(async () => expect(await send()).toBe('OK'), { timeout: 10_000, interval: 500 });
    } finally {
      await short.close();
    }
  });

  it('limits sends per target (10 an hour) and per network (30 an hour)', async () => {
    // Sends made earlier in the hour, counted as the limits count them.
    const rules = codeSendRules(10, 30);
    for (let i = 0; i < 10; i++) await t.limits.take(rules.target, NEW_MOBILE);
    const perTarget = await t.call('/api/login/mobileCode', {
      mobile: NEW_MOBILE,
      ...(await solvedCaptcha(t)),
    });
    expect(perTarget.body.message).toMatch(/Too many codes were sent to this number/);
    for (let i = 0; i < 30; i++) await t.limits.take(rules.ip, '127.0.0.1');
    const perIp = await t.call('/api/login/mobileCode', {
      mobile: '13600000000',
      ...(await solvedCaptcha(t)),
    });
    expect(perIp.body.message).toMatch(/from your network/);
  });

  it('needs a valid captcha to send, uses it up (one send to one target), and a wrong answer kills it', async () => {
    const c = await solvedCaptcha(t);
    const noCaptcha = await t.call('/api/login/mobileCode', { mobile: NEW_MOBILE });
    expect(noCaptcha.body.error_code).toBe('PARAMETER_ERROR');
    expect((await t.call('/api/login/mobileCode', { mobile: NEW_MOBILE, ...c })).body.code).toBe(0);
    // used up by that send: another number needs a new captcha
    const reused = await t.call('/api/login/mobileCode', { mobile: '13600000001', ...c });
    expect(reused.body.error_code).toBe('ERROR');
    expect(reused.body.message).toMatch(/captcha/i);
    await t.call('/api/login/mobileCode', { mobile: '13600000002', ...c, captcha_code: 'zzzz' });
    expect((await t.call('/api/login/mobileCode', { mobile: '13600000002', ...c })).body.message).toMatch(
      /captcha/i,
    );
  });

  it('refuses array, object and number-typed codes, bad mobiles and unknown fields', async () => {
    const { key } = await loginCode();
    for (const code of [['123456'], { $gt: '' }, 123456, '12345a', '1'.repeat(7), "1' OR 1=1"]) {
      const res = await mobileLogin({ key, code });
      expect(res.body.error_code, JSON.stringify(code)).toBe('PARAMETER_ERROR');
    }
    const c = await solvedCaptcha(t);
    for (const mobile of ['12345678901', '1391234567', 13912345678, '<script>', '1'.repeat(40)]) {
      const res = await t.call('/api/login/mobileCode', { mobile, ...c });
      expect(outcomeOf(res), String(mobile)).toBe('PARAMETER_ERROR');
    }
    const [row] = await t.database.db.select().from(verifyCode);
    expect(row!.attempts).toBe(0);
  });

  it('refuses a locked member at code login, and takes autoLoginRange given as a numeric string', async () => {
    const locked = await requestCode(t, '/api/login/mobileCode', { mobile: '13800000004' }, '13800000004');
    const res = await t.call('/api/login/mobile', { mobile: '13800000004', ...locked });
    expect(res.body.message).toBe('This account has been locked, please contact customer service');
    const ok = await loginCode();
    expect((await mobileLogin({ ...ok, autoLoginRange: '7' })).body.code).toBe(0);
  });

  it('keeps other countries apart: +852 numbers are stored with their code', async () => {
    const sent = await requestCode(
      t,
      '/api/login/mobileCode',
      { mobile: '51234567', country_code: '852' },
      '+852-51234567',
    );
    const res = await t.call('/api/login/mobile', { mobile: '51234567', country_code: '852', ...sent });
    expect(res.body.code).toBe(0);
    const wrongFormat = await t.call('/api/login/mobileCode', {
      mobile: '41234567',
      country_code: '852',
      ...(await solvedCaptcha(t)),
    });
    expect(wrongFormat.body.message).toBe('Phone format is incorrect');
    const unknownCountry = await t.call('/api/login/mobileCode', {
      mobile: '41234567',
      country_code: '999',
      ...(await solvedCaptcha(t)),
    });
    expect(unknownCountry.body.message).toBe('Phone format is incorrect');
  });

  it('a double click sends one code, and one code logs in once even when used twice at the same moment', async () => {
    const c = await solvedCaptcha(t);
    const clicks = await Promise.all(
      [1, 2].map(() => t.call('/api/login/mobileCode', { mobile: NEW_MOBILE, ...c })),
    );
    expect(clicks.map(outcomeOf).sort()).toEqual(['OK', 'RATE_LIMITED']);
    const key = clicks.find((r) => r.body.code === 0)!.body.data.key;
    const code = await lastCode(t, NEW_MOBILE);
    const uses = await Promise.all([1, 2].map(() => mobileLogin({ key, code })));
    expect(uses.filter((r) => r.body.code === 0)).toHaveLength(1);
  });
});
