import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { freshMobile, registerByApi } from './account-pages.ts';
import { api } from './api.ts';
import { screenshot } from './browser.ts';
import { apiAs } from './checkout.ts';
import { latestCode, setTokenCookie, solvedCaptcha } from './session.ts';

/** The wallet journeys' pictures, whole pages, beside the other journeys' (e2e/screenshots/wallet-*.png). */
export const walletShot = (page: Page, name: string) => screenshot(page, `wallet-${name}`, true);

export const WALLET_PIN = '258147';

/**
 * The member's payment password, set the member's way: a code to the bound mobile, then six digits. The mobile
 * got its registration code moments ago, so this retries until the server's countdown is over (a few seconds on
 * the journeys' server: support/server-settings.ts).
 */
export async function setWalletPin(
  page: Page,
  token: string,
  mobile: string,
  pin: string = WALLET_PIN,
): Promise<void> {
  await expect(async () => {
    const { key } = await apiAs<{ key: string }>(page.request, token, '/api/member/paypwdcode', {
      ...(await solvedCaptcha(page.request)),
    });
    const code = await latestCode(page.request, mobile);
    await apiAs(page.request, token, '/api/member/modifypaypassword', {
      key,
      code,
      password: pin,
      confirm_password: pin,
    });
  }).toPass({ timeout: 60_000, intervals: [1_000, 2_000] });
}

/**
 * A member of the journey's own, logged in, with `cash` of withdrawable cash given by the operator as an
 * adjustment (the payment password comes later: setWalletPin).
 */
export async function memberWithCash(page: Page, cash: string): Promise<{ token: string; mobile: string }> {
  const mobile = freshMobile();
  const token = await registerByApi(page.request, mobile, 'Wallet@2026');
  await setTokenCookie(page.context(), token);
  const info = await apiAs<{ member_id: number }>(page.request, token, '/api/member/info');
  const admin = await operatorToken(page.request);
  await api(page.request, '/operator/api/member/adjustbalance', {
    token: admin,
    member_id: info.member_id,
    account_type: 'balance_money',
    amount: cash,
    remark: 'journey cash',
  });
  return { token, mobile };
}

export async function operatorToken(request: APIRequestContext): Promise<string> {
  const { token } = await api<{ token: string }>(request, '/operator/api/login', {
    username: 'admin',
    password: 'Admin@12345',
  });
  return token;
}
