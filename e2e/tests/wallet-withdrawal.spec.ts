import { expect, test } from '../support/fixtures.ts';
import { forceLang, toastOn } from '../support/browser.ts';
import { apiAs } from '../support/checkout.ts';
import { consoleLogin } from '../support/console.ts';
import { consoleMsg, msg, type Lang } from '../support/locales.ts';
import { memberWithCash, setWalletPin, walletShot, WALLET_PIN } from '../support/wallet.ts';
import { amountIn } from '../support/money.ts';
import { expectNoRawText } from '../support/raw-text.ts';

const OPERATOR = { audience: 'operator', username: 'admin', password: 'Admin@12345' } as const;

/** The operator's console in a language, on the withdrawals page. */
async function operatorOnWithdrawals(browser: import('@playwright/test').Browser, lang: Lang) {
  const page = await browser.newPage();
  await page.addInitScript((l) => localStorage.setItem('console.lang', l), lang);
  await consoleLogin(page, lang, OPERATOR);
  await page.getByRole('menuitem', { name: consoleMsg(lang, 'routes:withdrawals') }).click();
  return page;
}

const latestWithdrawNo = async (page: import('@playwright/test').Page, token: string) =>
  (await apiAs<{ list: { withdraw_no: string }[] }>(page.request, token, '/api/memberwithdraw/page')).list[0]!
    .withdraw_no;

test('提現：新增支付寶帳戶、申請提現、平台審核並轉帳，會員看到各階段', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const s = (key: string) => msg('zh-tw', key);
  const c = (key: string, vars?: Record<string, string>) => consoleMsg('zh-tw', key, vars);
  const { token, mobile } = await memberWithCash(page, '100.00');
  await forceLang(page, 'zh-tw');

  await page.goto('member/account');
  await expect(page.getByTestId('wallet-cash')).toContainText(amountIn('zh-tw', '100.00'));

  // A withdrawal account: WeChat is refused with the spec's text, Alipay is saved.
  await page.goto('member/account_list');
  await expect(page.getByText(s('wallet:noAccounts'))).toBeVisible();
  await page.getByRole('button', { name: s('wallet:add') }).click();
  await page.getByLabel(s('wallet:type.wechatpay'), { exact: true }).check();
  await page.getByLabel(s('wallet:realname')).fill('王小明');
  await page.getByLabel(s('wallet:mobile')).fill('13912345678');
  await page.getByLabel(s('wallet:alipayAccount')).fill('wang@example.com');
  await page.getByRole('button', { name: s('wallet:save') }).click();
  await expect(toastOn(page)).toContainText('暫不支援微信提現，請選擇支付寶');
  await page.getByLabel(s('wallet:type.alipay'), { exact: true }).check();
  await page.getByRole('button', { name: s('wallet:save') }).click();
  await expect(page).toHaveURL(/\/member\/account_list/);
  await expect(page.getByTestId('bank-account-card')).toContainText('wang@example.com');
  await walletShot(page, 'zh-tw-account-list');

  // Apply: the fee shows before confirming, then the payment password.
  await setWalletPin(page, token, mobile);
  await page.goto('member/apply_withdrawal');
  await page.getByLabel(s('wallet:amount')).fill('5');
  await page.getByRole('button', { name: s('wallet:next'), exact: true }).click();
  await expect(toastOn(page)).toContainText('提現金額低於最低提現金額');
  await page.getByLabel(s('wallet:amount')).fill('50');
  await page.getByRole('button', { name: s('wallet:next'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('withdraw-fee')).toContainText('0.50');
  await expect(dialog.getByTestId('withdraw-arrives')).toContainText('49.50');
  await dialog.getByLabel(s('wallet:payPassword')).fill(WALLET_PIN);
  await walletShot(page, 'zh-tw-apply-confirm');
  await dialog.getByRole('button', { name: s('wallet:confirm') }).click();
  await expect(page).toHaveURL(/\/member\/withdrawal_detail\?id=/);
  const detail = page.getByTestId('withdraw-detail');
  await expect(detail).toContainText('待審核');
  await expectNoRawText(page);
  await walletShot(page, 'zh-tw-detail-pending');
  await page.goto('member/account');
  await expect(page.getByTestId('wallet-cash')).toContainText('50.00');

  // The operator approves, then marks it transferred with a voucher note.
  const no = await latestWithdrawNo(page, token);
  const op = await operatorOnWithdrawals(browser, 'zh-tw');
  const row = op.getByRole('row').filter({ hasText: no });
  await expect(row).toContainText(c('wallet:statusName.0'));
  await row.getByRole('button', { name: c('wallet:agree') }).click();
  await op
    .getByRole('tooltip')
    .getByRole('button', { name: c('wallet:agree') })
    .click();
  await expect(row).toContainText(c('wallet:statusName.1'));
  await row.getByRole('button', { name: c('wallet:transfer') }).click();
  const modal = op.getByRole('dialog');
  await modal.getByLabel(c('wallet:voucher')).fill('支付寶轉帳 2026112501');
  await modal.getByRole('button', { name: c('wallet:ok') }).click();
  await expect(row).toContainText(c('wallet:statusName.2'));
  await expect(modal).toBeHidden();
  await walletShot(op, 'zh-tw-console-transferred');

  // The member follows the stages to the end.
  await page.goto('member/withdrawal');
  await page.getByRole('row').filter({ hasText: no }).getByRole('link').click();
  await expect(detail).toContainText('已轉帳');
  await expect(detail).toContainText('支付寶轉帳 2026112501');
  // Every stage reads as finished (the steps' hidden word for a screen reader).
  await expect(detail.getByRole('listitem').filter({ hasText: s('common:steps.finish') })).toHaveCount(3);
  await expectNoRawText(page);
  await walletShot(page, 'zh-tw-detail-transferred');
});

test('Отклонённый вывод возвращает деньги на баланс', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const s = (key: string) => msg('ru', key);
  const c = (key: string) => consoleMsg('ru', key);
  const { token, mobile } = await memberWithCash(page, '80.00');
  await setWalletPin(page, token, mobile);
  await apiAs(page.request, token, '/api/memberbankaccount/add', {
    realname: 'Иван Петров',
    mobile: '13912345678',
    withdraw_type: 'bank',
    branch_bank_name: 'Bank of China',
    bank_account: '6222000011112222',
  });
  await apiAs(page.request, token, '/api/memberwithdraw/apply', {
    apply_money: '30',
    pay_password: WALLET_PIN,
  });
  await forceLang(page, 'ru');
  await page.goto('member/account');
  await expect(page.getByTestId('wallet-cash')).toContainText(amountIn('ru', '50.00'));

  const no = await latestWithdrawNo(page, token);
  const op = await operatorOnWithdrawals(browser, 'ru');
  const row = op.getByRole('row').filter({ hasText: no });
  await row.getByRole('button', { name: c('wallet:refuse') }).click();
  const modal = op.getByRole('dialog');
  await modal.getByLabel(c('wallet:refuseReason')).fill('Имя владельца не совпадает');
  await modal.getByRole('button', { name: c('wallet:ok') }).click();
  await expect(toastOn(op)).toContainText(c('wallet:done.refuse'));
  await expect(row).toContainText(c('wallet:statusName.-1'));
  await walletShot(op, 'ru-console-refused');

  await page.goto('member/withdrawal');
  await page.getByRole('row').filter({ hasText: no }).getByRole('link').click();
  const detail = page.getByTestId('withdraw-detail');
  await expect(page.getByRole('heading', { name: s('wallet:detailTitle') })).toBeVisible();
  await expect(detail).toContainText('Отклонено');
  await expect(detail).toContainText('Имя владельца не совпадает');
  await expectNoRawText(page);
  await walletShot(page, 'ru-detail-refused');
  await page.goto('member/account');
  await expect(page.getByTestId('wallet-cash')).toContainText(amountIn('ru', '80.00'));
  // The cash coming back is its own ledger row, with the operator's reason beside it.
  await expect(page.getByRole('row').filter({ hasText: `+${amountIn('ru', '30.00')}` })).toContainText(
    'Имя владельца не совпадает',
  );
  await expectNoRawText(page);
  await walletShot(page, 'ru-account-after-refusal');
  // The member centre's figure follows: stored value 0 plus cash 80.00.
  await page.goto('member/index');
  await expect(page.getByText(amountIn('ru', '80.00')).first()).toBeVisible();
});
