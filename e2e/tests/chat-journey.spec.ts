import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { closeFloatLayerWhenShown, forceLang, screenshot, toastOn } from '../support/browser.ts';
import { freshBuyer, SELF_OPERATED_SKU } from '../support/checkout.ts';
import { CONSOLE, consoleLogin } from '../support/console.ts';
import { consoleMsg, msg, type Lang } from '../support/locales.ts';
import { pngPicture } from '../support/pictures.ts';

/** Shop 1's agent opens the workspace in its own browser context, in the console's `lang`. */
async function agentAtWork(browser: Browser, lang: Lang): Promise<Page> {
  const agent = await (await browser.newContext()).newPage();
  await agent.addInitScript((l) => localStorage.setItem('console.lang', l), lang);
  await consoleLogin(agent, lang, { audience: 'agent', username: 'agent1', password: 'Agent@12345' });
  await agent.goto(`${CONSOLE}agent/workspace`);
  await expect(agent.locator('.cs-chat-agents')).toContainText('agent1');
  return agent;
}

/** The shopper opens the chat from the goods page's shop card; the agent is online. */
async function openFromGoods(page: Page, lang: Lang) {
  const t = (key: string) => msg(lang, key);
  await page.goto(`sku-${SELF_OPERATED_SKU}`);
  await page
    .getByTestId('shop-card')
    .getByRole('button', { name: t('chat:contact') })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(t('chat:online'))).toBeVisible();
  return dialog;
}

/**
 * Both ways, in real time: the shopper sends text with an emoji picture, the goods card and a picture; the agent
 * sees all of them and answers with text, an emoji from its own picker and a picture, which the shopper sees
 * without a reload. The console runs in the same language as the storefront.
 */
async function exchange(page: Page, agent: Page, lang: Lang, tag: string) {
  const t = (key: string) => msg(lang, key);
  const c = (key: string, vars: Record<string, string | number> = {}) => consoleMsg(lang, key, vars);
  const dialog = await openFromGoods(page, lang);

  // Text with an emoji picture; the counter counts the emoji as one character.
  const question = `${tag}?`;
  const input = dialog.getByRole('textbox', { name: t('chat:inputLabel') });
  await input.click();
  await page.keyboard.type(question);
  await dialog.getByRole('button', { name: t('chat:emoji') }).click();
  await page.getByRole('option', { name: '[emjoy_05]' }).click();
  await expect(dialog.getByText(`${[...question].length + 1}/150`)).toBeVisible();
  await dialog.getByRole('button', { name: t('chat:send'), exact: true }).click();
  await expect(dialog.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();
  // The goods this chat was opened from, as a card; then a picture.
  await dialog.getByRole('button', { name: t('chat:sendGoods') }).click();
  await expect(dialog.getByTestId('chat-draft')).toHaveCount(0);
  await dialog.getByTestId('chat-image-input').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: pngPicture(64, [40, 140, 220]),
  });
  await expect(dialog.locator('.mc-chat-picture')).toBeVisible();

  // The agent sees the shopper among its own, opens the conversation and finds all three.
  // The tab's name carries a count ('Mine (1)'): matched by its word alone.
  const mine = c('chat:tabs.active', { n: 0 }).replace(/\s*\(0\)$/, '');
  await agent.getByRole('tab', { name: new RegExp(`^${mine}`) }).click();
  await agent.getByTestId('chat-member').first().click();
  const lines = agent.getByTestId('agent-chat-message');
  await expect(lines.filter({ hasText: question }).locator('img[alt="[emjoy_05]"]')).toBeVisible();
  await expect(agent.locator('.cs-chat-card')).toBeVisible();
  await expect(agent.locator('.cs-chat-picture')).toBeVisible();

  // The agent's answer: text with an emoji from its picker, inserted where the caret is, counted as one.
  const answerText = `${tag}!`;
  const box = agent.getByRole('textbox', { name: c('chat:inputLabel') });
  await box.fill(answerText);
  await agent.getByRole('button', { name: c('chat:emoji') }).click();
  await agent.getByRole('button', { name: '[emjoy_12]' }).click();
  await expect(box).toHaveValue(`${answerText}[emjoy_12]`);
  await expect(agent.getByTestId('agent-chat-preview').locator('img[alt="[emjoy_12]"]')).toBeVisible();
  await expect(agent.getByText(c('chat:counter', { n: [...answerText].length + 1, max: 150 }))).toBeVisible();
  await agent.getByRole('button', { name: c('chat:send') }).click();
  await expect(box).toHaveValue('');
  await agent.getByTestId('agent-chat-image-input').setInputFiles({
    name: 'answer.png',
    mimeType: 'image/png',
    buffer: pngPicture(48, [220, 120, 40]),
  });
  await expect(lines.filter({ has: agent.locator('.cs-chat-picture') })).toHaveCount(2);
  await screenshot(agent, `chat-agent-workspace-${lang}`);

  // The answers arrive in the shopper's dialog without a reload: emoji drawn as a picture, then the picture.
  const answer = dialog.getByTestId('chat-message').filter({ hasText: answerText });
  await expect(answer).toBeVisible();
  await expect(answer.locator('img[alt="[emjoy_12]"]')).toBeVisible();
  await expect(answer).toContainText(t('chat:time.today').replace(' {{time}}', ''));
  await expect(dialog.locator('.mc-chat-picture')).toHaveCount(2);
  await screenshot(page, `chat-shopper-dialog-${lang}`);
}

/** Shop 1's owner adds a quick reply and a keyword auto-reply on the console's Chat replies page. */
async function merchantKeepsReplies(
  browser: Browser,
  lang: Lang,
  quick: string,
  keyword: string,
  auto: string,
) {
  const c = (key: string) => consoleMsg(lang, key);
  const owner = await (await browser.newContext()).newPage();
  await owner.addInitScript((l) => localStorage.setItem('console.lang', l), lang);
  await consoleLogin(owner, lang, { audience: 'merchant', username: 'shop1', password: 'Shop@12345' });
  await owner.goto(`${CONSOLE}merchant/chat-replies`);
  const card = (title: string) =>
    owner.locator('.ant-card').filter({ has: owner.getByText(c(title), { exact: true }) });
  const quickCard = card('chat:replies.quickTitle');
  await quickCard.getByLabel(c('chat:replies.content')).fill(quick);
  await quickCard.getByRole('button', { name: c('chat:replies.add') }).click();
  await expect(quickCard.getByRole('cell', { name: quick }).first()).toBeVisible();
  const keywordCard = card('chat:replies.keywordTitle');
  await keywordCard.getByLabel(c('chat:replies.keyword')).fill(keyword);
  await keywordCard.getByLabel(c('chat:replies.reply')).fill(auto);
  await keywordCard.getByRole('button', { name: c('chat:replies.add') }).click();
  await expect(keywordCard.getByRole('cell', { name: auto }).first()).toBeVisible();
  await screenshot(owner, `chat-merchant-replies-${lang}`);
  await owner.context().close();
}

test('a shopper and an agent exchange text, emoji, a goods card and pictures in real time', async ({
  page,
  browser,
}) => {
  // Two browsers, two apps and uploads on a shared two-core machine: generous, as the journeys under load need.
  test.setTimeout(240_000);
  const t = (key: string) => msg('en-us', key);
  const quick = 'We ship within 24 hours of payment.';
  const auto = 'Returns are free within 7 days of delivery.';
  await merchantKeepsReplies(browser, 'en-us', quick, 'return', auto);
  const agent = await agentAtWork(browser, 'en-us');
  await closeFloatLayerWhenShown(page);
  await freshBuyer(page);
  await exchange(page, agent, 'en-us', 'Is this in stock');

  // A text holding the shop's keyword is answered at once by the automatic reply, without the agent.
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('textbox', { name: t('chat:inputLabel') })
    .fill('Can I Return it if it does not fit?');
  await dialog.getByRole('button', { name: t('chat:send'), exact: true }).click();
  await expect(dialog.getByTestId('chat-message').filter({ hasText: auto })).toBeVisible();
  // The agent sees it marked as the automatic reply, and answers with a quick reply in one click.
  await expect(agent.getByTestId('agent-chat-message').filter({ hasText: auto })).toContainText(
    consoleMsg('en-us', 'chat:auto'),
  );
  await agent.getByRole('button', { name: consoleMsg('en-us', 'chat:quickReplies') }).click();
  await agent.getByRole('menuitem', { name: quick }).first().click();
  await expect(agent.getByRole('textbox', { name: consoleMsg('en-us', 'chat:inputLabel') })).toHaveValue(
    quick,
  );
  await agent.getByRole('button', { name: consoleMsg('en-us', 'chat:send') }).click();
  await expect(dialog.getByTestId('chat-message').filter({ hasText: quick })).toBeVisible();
  await screenshot(page, 'chat-shopper-auto-and-quick-reply-en-us');
  await agent.context().close();
});

test('in Russian: a visitor is told to log in from the header, then shopper and agent chat in Russian', async ({
  page,
  browser,
}) => {
  // Two browsers, two apps and uploads on a shared two-core machine: generous, as the journeys under load need.
  test.setTimeout(240_000);
  const t = (key: string) => msg('ru', key);
  await closeFloatLayerWhenShown(page);
  await forceLang(page, 'ru');
  // The header's entry beside the cart: a visitor is told to log in (spec §6), as from a goods page.
  await page.goto('');
  await page.getByTestId('header-service').click();
  await expect(toastOn(page)).toContainText(t('chrome:sideBar.notLoggedIn'));
  await screenshot(page, 'chat-header-visitor-ru');
  await page.goto(`sku-${SELF_OPERATED_SKU}`);
  await page
    .getByTestId('shop-card')
    .getByRole('button', { name: t('chat:contact') })
    .click();
  await expect(toastOn(page).last()).toContainText(t('chat:notLoggedIn'));

  const agent = await agentAtWork(browser, 'ru');
  await freshBuyer(page);
  await forceLang(page, 'ru');
  // Logged in, the header's entry opens the same dialog (the platform's service); blank text is refused.
  await page.goto('');
  await page.getByTestId('header-service').click();
  const platform = page.getByRole('dialog');
  await expect(platform.getByRole('textbox', { name: t('chat:inputLabel') })).toBeVisible();
  await platform.getByRole('button', { name: t('chat:send'), exact: true }).click();
  await expect(toastOn(page).last()).toContainText(t('chat:blank'));
  await page.keyboard.press('Escape');
  await exchange(page, agent, 'ru', 'Здравствуйте, есть в наличии');
  await agent.context().close();
});
