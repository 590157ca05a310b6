import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { member, verifyCode } from '../../db/schema/index.ts';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';
import { lastCode, requestCode, solvedCaptcha, wrongCode } from '../account/account-test-helpers.ts';

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

const login = async (username: string, password: string) =>
  (await t.call('/api/login/login', { username, password, ...(await solvedCaptcha(t)) })).body;

describe('member detail and info', () => {
  it("answers only the caller's own account, money as strings", async () => {
    const token = await t.loginAs('demo');
    const info = await t.call('/api/member/info', { token });
    expect(info.body.data).toMatchObject({
      username: 'demo',
      mobile: '13800000001',
      balance: '500.00',
      point: 1200,
      member_level_name: 'Silver',
      password: 1,
      is_pay_password: 0,
    });
    // an id in the request is not a way to read someone else: an unknown member_id is dropped (DESIGN §4)
    // and the answer is still the caller's own account
    const other = await t.call('/api/member/detail', { token, member_id: 2 });
    expect(other.body.data.username).toBe('demo');
    expect((await t.call('/api/member/detail', {})).body.error_code).toBe('TOKEN_ERROR');
  });

  it('changes the nickname (at most 30 characters, no markup)', async () => {
    const token = await t.loginAs('alice');
    expect((await t.call('/api/member/modifynickname', { token, nickname: 'Alice 陈' })).body.code).toBe(0);
    expect((await t.call('/api/member/detail', { token })).body.data.nickname).toBe('Alice 陈');
    for (const nickname of ['x'.repeat(31), '<img src=x onerror=alert(1)>', ['a'], 42, '']) {
      expect((await t.call('/api/member/modifynickname', { token, nickname })).body.error_code).toBe(
        'PARAMETER_ERROR',
      );
    }
    expect((await t.call('/api/member/detail', { token })).body.data.nickname).toBe('Alice 陈');
  });
});

describe('login password', () => {
  it('refuses the same password, a wrong current one and mismatched entries; a change ends other sessions', async () => {
    const a = (await login('bob', 'Bob@12345')).data.token;
    const b = (await login('bob', 'Bob@12345')).data.token;
    const same = await t.call('/api/member/modifypassword', {
      token: a,
      old_password: 'Bob@12345',
      new_password: 'Bob@12345',
    });
    expect(same.body.message).toBe('The new password cannot be the same as the old one!');
    const wrong = await t.call('/api/member/modifypassword', {
      token: a,
      old_password: 'nope1234',
      new_password: 'Bob@54321',
    });
    expect(wrong.body.message).toBe('The current password is incorrect');
    const mismatch = await t.call('/api/member/modifypassword', {
      token: a,
      old_password: 'Bob@12345',
      new_password: 'Bob@54321',
      confirm_password: 'Bob@54322',
    });
    expect(mismatch.body.message).toBe('The two passwords do not match');
    const ok = await t.call('/api/member/modifypassword', {
      token: a,
      old_password: 'Bob@12345',
      new_password: 'Bob@54321',
    });
    expect(ok.body.data).toBe(true);
    expect((await t.call('/api/member/detail', { token: a })).body.code).toBe(0);
    expect((await t.call('/api/member/detail', { token: b })).body.error_code).toBe('TOKEN_ERROR');
    expect((await login('bob', 'Bob@54321')).code).toBe(0);
  });
});

describe('payment password', () => {
  it('needs a code to the bound mobile, refuses weak PINs and checks it at checkout', async () => {
    const token = await t.loginAs('demo');
    expect((await t.call('/api/member/issetpayaassword', { token })).body.data).toBe(0);
    const sent = await t.call('/api/member/paypwdcode', { token, ...(await solvedCaptcha(t)) });
    expect(sent.body.data).toMatchObject({ channel: 'sms', to: '138****0001' });
    const again = await t.call('/api/member/paypwdcode', { token, ...(await solvedCaptcha(t)) });
    expect(outcomeOf(again)).toBe('RATE_LIMITED'); // a second send inside the countdown is refused
    const key = sent.body.data.key as string;
    const pin = await lastCode(t, '13800000001');
    expect((await t.call('/api/member/verifypaypwdcode', { token, key, code: pin })).body.data).toBe(true);
    for (const password of ['111111', '123456', '654321', '12345', '12345a', 123789]) {
      const res = await t.call('/api/member/modifypaypassword', { token, key, code: pin, password });
      expect(res.body.code, String(password)).not.toBe(0);
    }
    const set = await t.call('/api/member/modifypaypassword', {
      token,
      key,
      code: pin,
      password: '258014',
      confirm_password: '258014',
    });
    expect(set.body.data).toBe(true);
    expect((await t.call('/api/member/issetpayaassword', { token })).body.data).toBe(1);
    const [row] = await t.database.db.select().from(member).where(eq(member.username, 'demo'));
    expect(row!.payPassword).toMatch(/^\$argon2id\$/);
    expect((await t.call('/api/member/checkpaypassword', { token, pay_password: '258014' })).body.data).toBe(
      true,
    );
    for (let i = 0; i < 5; i++) {
      expect(
        (await t.call('/api/member/checkpaypassword', { token, pay_password: '000001' })).body.message,
      ).toBe('The payment password is incorrect');
    }
    expect(outcomeOf(await t.call('/api/member/checkpaypassword', { token, pay_password: '258014' }))).toBe(
      'RATE_LIMITED',
    );
  });

  it("another member's code key is useless", async () => {
    const demo = await t.loginAs('demo');
    const alice = await t.loginAs('alice');
    const sent = await t.call('/api/member/paypwdcode', { token: demo, ...(await solvedCaptcha(t)) });
    const code = await lastCode(t, '13800000001');
    const res = await t.call('/api/member/modifypaypassword', {
      token: alice,
      key: sent.body.data.key,
      code,
      password: '258014',
    });
    expect(res.body.message).toMatch(/expired/);
    expect(
      (await t.call('/api/member/verifycode', { token: alice, key: sent.body.data.key, code })).body.message,
    ).toMatch(/expired/);
    expect(
      (await t.call('/api/member/verifycode', { token: demo, key: sent.body.data.key, code })).body.data,
    ).toBe(true);
  });
});

describe('binding mobile and e-mail', () => {
  it('binds a new mobile after its code; a mobile of another member is refused', async () => {
    const token = await t.loginAs('alice');
    expect((await t.call('/api/member/checkmobile', { token, mobile: '13800000001' })).body.message).toBe(
      'This mobile number is already used by an account',
    );
    expect((await t.call('/api/member/checkmobile', { token, mobile: '13955556666' })).body.data).toBe(true);
    const taken = await t.call('/api/member/bindmobliecode', {
      token,
      mobile: '13800000001',
      ...(await solvedCaptcha(t)),
    });
    expect(taken.body.message).toMatch(/already used/);
    const { key, code } = await requestCode(
      t,
      '/api/member/bindmobliecode',
      { token, mobile: '13955556666' },
      '13955556666',
    );
    expect(
      (await t.call('/api/member/modifymobile', { token, mobile: '13955556667', key, code })).body.message,
    ).toMatch(/incorrect/);
    expect(
      (await t.call('/api/member/modifymobile', { token, mobile: '13955556666', key, code: wrongCode(code) }))
        .body.code,
    ).not.toBe(0);
    expect(
      (await t.call('/api/member/modifymobile', { token, mobile: '13955556666', key, code })).body.data,
    ).toBe(true);
    expect((await t.call('/api/member/detail', { token })).body.data.mobile).toBe('13955556666');
  });

  it('binds an e-mail after its code, stored in lower case', async () => {
    const token = await t.loginAs('bob');
    const { key, code } = await requestCode(
      t,
      '/api/member/bingemailcode',
      { token, email: 'Bob.New@Example.com' },
      'bob.new@example.com',
    );
    expect(
      (await t.call('/api/member/modifyemail', { token, email: 'bob.new@example.com', key, code })).body.data,
    ).toBe(true);
    expect((await t.call('/api/member/detail', { token })).body.data.email).toBe('bob.new@example.com');
    const bad = await t.call('/api/member/bingemailcode', {
      token,
      email: 'not-an-email',
      ...(await solvedCaptcha(t)),
    });
    expect(bad.body.error_code).toBe('PARAMETER_ERROR');
  });
});
