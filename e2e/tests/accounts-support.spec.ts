import { expect, test } from '../support/fixtures.ts';
import { api } from '../support/api.ts';
import { latestCode, loginAs, solvedCaptcha } from '../support/session.ts';

test('loginAs gives the browser a working token cookie', async ({ page }) => {
  const token = await loginAs(page, 'demo', 'Demo@12345');
  await page.goto('index');
  const cookie = await page.evaluate(() => document.cookie);
  expect(cookie).toContain(`token=${token}`);
  const detail = await api<{ username: string }>(page.request, '/api/member/detail', { token });
  expect(detail.username).toBe('demo');
});

test('the demo outbox shows the code a "get code" call sent', async ({ page }) => {
  const mobile = '13700001234';
  const sent = await api<{ key: string }>(page.request, '/api/login/mobileCode', {
    mobile,
    ...(await solvedCaptcha(page.request)),
  });
  const code = await latestCode(page.request, mobile);
  const { token } = await api<{ token: string }>(page.request, '/api/login/mobile', {
    mobile,
    key: sent.key,
    code,
  });
  expect(token).toBeTruthy();
  await page.goto('/demo/outbox');
  await expect(page.getByRole('heading', { name: 'Demo outbox' })).toBeVisible();
  await expect(page.getByRole('cell', { name: mobile })).toBeVisible();
});
