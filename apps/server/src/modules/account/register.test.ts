import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { config, member, memberSession, verifyCode } from '../../db/schema/index.ts';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';
import { requestCode, solvedCaptcha } from './account-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(verifyCode);
  // Send countdowns and hourly limits are counted apart from the codes.
  await t.limits.forgetAll();
});

async function setRegisterConfig(value: Record<string, unknown>) {
  await t.database.db.update(config).set({ value }).where(eq(config.configKey, 'REGISTER_CONFIG'));
}
const DEFAULT_CONFIG = {
  login: 'username,mobile,email',
  register: 'username,mobile,email',
  pwd_len: 6,
  pwd_complexity: 'number,letter',
};

const registerName = async (username: string, password: string, extra: Record<string, unknown> = {}) =>
  t.call('/api/login/register', { username, password, ...(await solvedCaptcha(t)), ...extra });

describe('registration', () => {
  it('answers the config, the agreement and the country list', async () => {
    const cfg = await t.call('/api/register/config');
    expect(cfg.body.data.value).toMatchObject({ register: 'username,mobile,email', pwd_len: 6 });
    const agreement = await t.call('/api/register/aggrement');
    expect(agreement.body.data.title).toMatch(/Service Agreement/);
    const countries = await t.call('/api/login/getCountry', { lang: 'ru' });
    expect(countries.body.data.length).toBeGreaterThanOrEqual(20);
    expect(countries.body.data[0]).toEqual({ code: '86', iso: 'CN', name: 'Китай' });
  });

  it('registers an account name, logs in and keeps the password hashed', async () => {
    const res = await registerName('new_shopper', 'Shop1234', {
      nickname: 'New One',
      confirm_password: 'Shop1234',
    });
    expect(res.body.data.token).toBeTruthy();
    const detail = await t.call('/api/member/detail', { token: res.body.data.token });
    expect(detail.body.data).toMatchObject({
      username: 'new_shopper',
      nickname: 'New One',
      member_level_name: 'Regular',
    });
    const [row] = await t.database.db.select().from(member).where(eq(member.username, 'new_shopper'));
    expect(row!.password).toMatch(/^\$argon2id\$/);
    expect((await registerName('New_Shopper', 'Shop1234')).body.message).toBe(
      'This account name is already taken',
    );
    const login = await t.call('/api/login/login', {
      username: 'NEW_shopper',
      password: 'Shop1234',
      ...(await solvedCaptcha(t)),
    });
    expect(login.body.code).toBe(0);
  });

  it('enforces the password rules of the config, and matching entries', async () => {
    expect((await registerName('rules_a', 'Ab1')).body.message).toBe(
      'The password must be at least 6 characters long',
    );
    expect((await registerName('rules_a', 'abcdefg')).body.message).toBe('The password must contain a digit');
    expect((await registerName('rules_a', '1234567')).body.message).toBe(
      'The password must contain a lowercase letter',
    );
    expect((await registerName('rules_a', 'abc12345', { confirm_password: 'abc12346' })).body.message).toBe(
      'The two passwords do not match',
    );
    await setRegisterConfig({
      ...DEFAULT_CONFIG,
      pwd_len: 8,
      pwd_complexity: 'number,letter,upper_case,symbol',
    });
    expect((await registerName('rules_a', 'abc12345')).body.message).toBe(
      'The password must contain an uppercase letter',
    );
    expect((await registerName('rules_a', 'Abc12345')).body.message).toBe(
      'The password must contain a special character',
    );
    expect((await registerName('rules_a', 'Abc@12345')).body.code).toBe(0);
    await setRegisterConfig(DEFAULT_CONFIG);
  });

  it('says "platform not enabled for registration" when registration is off, and creates nothing', async () => {
    await setRegisterConfig({ ...DEFAULT_CONFIG, register: '' });
    const res = await registerName('blocked_user', 'abc12345');
    expect(outcomeOf(res)).toBe('FORBIDDEN');
    expect(res.body.message).toBe('The platform has not enabled registration');
    const code = await t.call('/api/register/mobileCode', {
      mobile: '13911112222',
      ...(await solvedCaptcha(t)),
    });
    expect(code.body.message).toBe('The platform has not enabled registration');
    expect(await t.database.db.select().from(member).where(eq(member.username, 'blocked_user'))).toHaveLength(
      0,
    );
    await setRegisterConfig(DEFAULT_CONFIG);
  });

  it('registers by mobile with a code; a registered mobile cannot get a register code', async () => {
    const mobile = '13911112222';
    const { key, code } = await requestCode(t, '/api/register/mobileCode', { mobile }, mobile);
    const res = await t.call('/api/register/mobile', { mobile, key, code, password: 'mobile123' });
    const info = await t.call('/api/member/info', { token: res.body.data.token });
    expect(info.body.data).toMatchObject({
      username: '',
      nickname: '139****2222',
      mobile,
      password: 1,
      is_pay_password: 0,
    });
    const again = await t.call('/api/register/mobileCode', { mobile, ...(await solvedCaptcha(t)) });
    expect(again.body.message).toBe('This mobile number is already used by an account');
    const login = await t.call('/api/login/login', {
      username: mobile,
      password: 'mobile123',
      ...(await solvedCaptcha(t)),
    });
    expect(login.body.code).toBe(0);
  });

  it('registers by e-mail; without a password the answer asks for a 7-day login', async () => {
    const email = 'Mail.User@Example.com';
    const { key, code } = await requestCode(t, '/api/register/emailCode', { email }, 'mail.user@example.com');
    const res = await t.call('/api/login/emailregister', { email, key, code });
    expect(res.body.data.autoLoginRange).toBe(7);
    const [row] = await t.database.db.select().from(member).where(eq(member.email, 'mail.user@example.com'));
    const [session] = await t.database.db
      .select()
      .from(memberSession)
      .where(eq(memberSession.memberId, row!.memberId));
    expect(session!.expireTime - Math.floor(Date.now() / 1000)).toBeGreaterThan(7 * 86_400 - 10);
    const info = await t.call('/api/member/info', { token: res.body.data.token });
    expect(info.body.data).toMatchObject({ email: 'mail.user@example.com', password: 0 });
  });

  it('logs in with an e-mail code; unknown e-mails get no code', async () => {
    const { key, code } = await requestCode(
      t,
      '/api/login/loginemailcode',
      { email: 'alice@example.com' },
      'alice@example.com',
    );
    const res = await t.call('/api/login/emailcodelogin', {
      email: 'alice@example.com',
      key,
      code,
      autoLoginRange: 7,
    });
    expect(res.body.data.token).toBeTruthy();
    const unknown = await t.call('/api/login/loginemailcode', {
      email: 'ghost@example.com',
      ...(await solvedCaptcha(t)),
    });
    expect(unknown.body.message).toBe('This e-mail address is not registered');
  });

  it('refuses a disabled login way', async () => {
    await setRegisterConfig({ ...DEFAULT_CONFIG, login: 'username' });
    const res = await t.call('/api/login/mobileCode', { mobile: '13800000002', ...(await solvedCaptcha(t)) });
    expect(res.body.message).toBe('This way of logging in is not enabled');
    await setRegisterConfig(DEFAULT_CONFIG);
  });

  it('refuses bad registration input with PARAMETER_ERROR', async () => {
    const bad = [
      { username: 'ab', password: 'abc12345' },
      { username: '12345678', password: 'abc12345' },
      { username: "x' OR 1=1 --", password: 'abc12345' },
      { username: ['arr'], password: 'abc12345' },
      { username: 'script_guy', password: 'abc12345', nickname: '<script>alert(1)</script>' },
      { username: 'long_guy', password: 'abc12345', nickname: 'n'.repeat(31) },
      { username: 'u'.repeat(31), password: 'abc12345' },
    ];
    for (const body of bad) {
      const res = await t.call('/api/login/register', { ...(await solvedCaptcha(t)), ...body });
      expect(res.body.error_code, JSON.stringify(body)).toBe('PARAMETER_ERROR');
    }
  });
});
