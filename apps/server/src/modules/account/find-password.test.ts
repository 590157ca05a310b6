import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyCode } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { requestCode, solvedCaptcha, wrongCode } from './account-test-helpers.ts';

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

describe('find password', () => {
  const mobile = '13800000003';
  it('says "this mobile not registered" for an unknown mobile', async () => {
    const res = await t.call('/api/findpassword/mobilecode', {
      mobile: '13987654321',
      ...(await solvedCaptcha(t)),
    });
    expect(res.body.message).toBe('This mobile is not registered');
  });

  it('checks the code in step 2, resets in step 3 and ends every session', async () => {
    const old = await t.loginAs('bob');
    const { key, code } = await requestCode(t, '/api/findpassword/mobilecode', { mobile }, mobile);
    expect((await t.call('/api/findpassword/checkcode', { mobile, key, code })).body.data).toBe(true);
    const weak = await t.call('/api/findpassword/mobile', { mobile, key, code, password: 'short' });
    expect(weak.body.message).toMatch(/at least 6/);
    const res = await t.call('/api/findpassword/mobile', {
      mobile,
      key,
      code,
      password: 'NewBob123',
      confirm_password: 'NewBob123',
    });
    expect(res.body.data).toBe(true);
    expect((await t.call('/api/member/detail', { token: old })).body.error_code).toBe('TOKEN_ERROR');
    const login = await t.call('/api/login/login', {
      username: 'bob',
      password: 'NewBob123',
      ...(await solvedCaptcha(t)),
    });
    expect(login.body.code).toBe(0);
    expect(
      (await t.call('/api/findpassword/mobile', { mobile, key, code, password: 'Other123' })).body.message,
    ).toMatch(/expired/);
  });

  it('keeps the code through step 2 but counts wrong tries there too', async () => {
    const { key, code } = await requestCode(
      t,
      '/api/findpassword/mobilecode',
      { mobile: '13800000002' },
      '13800000002',
    );
    const wrong = await t.call('/api/findpassword/checkcode', {
      mobile: '13800000002',
      key,
      code: wrongCode(code),
    });
    expect(wrong.body.message).toContain('4 tries left');
    const otherMobile = await t.call('/api/findpassword/checkcode', { mobile: '13800000001', key, code });
    expect(otherMobile.body.message).toContain('3 tries left');
    const mismatch = await t.call('/api/findpassword/mobile', {
      mobile: '13800000002',
      key,
      code,
      password: 'Alice@999',
      confirm_password: 'Alice@998',
    });
    expect(mismatch.body.message).toBe('The two passwords do not match');
    const zh = await t.call('/api/findpassword/mobilecode', {
      mobile: '13987654321',
      lang: 'zh-cn',
      ...(await solvedCaptcha(t)),
    });
    expect(zh.body.message).toBe('该手机号未注册');
  });
});
