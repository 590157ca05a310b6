import { expect, test, type Browser, type Page } from '@playwright/test';
import { closeFloatLayerWhenShown, forceLang, screenshot } from '../support/browser.ts';
import { freshBuyer, SELF_OPERATED_SKU } from '../support/checkout.ts';
import { CONSOLE, consoleLogin } from '../support/console.ts';
import { consoleMsg, msg, type Lang } from '../support/locales.ts';
import { pngPicture } from '../support/pictures.ts';

/** Shop 1's agent opens the workspace in its own browser context; its socket is bound once 'online' shows. */
async function agentAtWork(browser: Browser): Promise<Page> {
  const agent = await (await browser.newContext()).newPage();
  await consoleLogin(agent, 'en-us', { audience: 'agent', username: 'agent1', password: 'Agent@12345' });
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

test('a shopper and an agent exchange text, emoji, a goods card and a picture in real time', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const t = (key: string) => msg('en-us', key);
  const agent = await agentAtWork(browser);
  await closeFloatLayerWhenShown(page);
  await freshBuyer(page);
  const dialog = await openFromGoods(page, 'en-us');

  // Text with an emoji picture; the counter counts the emoji as one character.
  const input = dialog.getByRole('textbox', { name: t('chat:inputLabel') });
  await input.click();
  await page.keyboard.type('Is this in stock?');
  await dialog.getByRole('button', { name: t('chat:emoji') }).click();
  await page.getByRole('option', { name: '[emjoy_05]' }).click();
  await expect(dialog.getByText('18/150')).toBeVisible();
  await dialog.getByRole('button', { name: t('chat:send'), exact: true }).click();
  await expect(dialog.getByTestId('chat-message').filter({ hasText: 'Is this in stock?' })).toBeVisible();
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
  await agent.getByRole('tab', { name: /^Mine/ }).click();
  await agent.getByTestId('chat-member').first().click();
  const lines = agent.getByTestId('agent-chat-message');
  await expect(lines.filter({ hasText: 'Is this in stock?' }).locator('img[alt="[emjoy_05]"]')).toBeVisible();
  await expect(agent.locator('.cs-chat-card')).toBeVisible();
  await expect(agent.locator('.cs-chat-picture')).toBeVisible();
  await agent
    .getByRole('textbox', { name: consoleMsg('en-us', 'chat:inputLabel') })
    .fill('Yes, ready to ship [emjoy_01]');
  await agent.getByRole('button', { name: consoleMsg('en-us', 'chat:send') }).click();
  await screenshot(agent, 'chat-agent-workspace');

  // The answer arrives in the shopper's dialog without a reload, emoji drawn as a picture.
  const answer = dialog.getByTestId('chat-message').filter({ hasText: 'Yes, ready to ship' });
  await expect(answer).toBeVisible();
  await expect(answer.locator('img[alt="[emjoy_01]"]')).toBeVisible();
  await expect(answer).toContainText(t('chat:time.today').replace(' {{time}}', ''));
  await screenshot(page, 'chat-shopper-dialog');
  await agent.context().close();
});

test('in Russian: a visitor is told to log in, a shopper chats with the shop from its page', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const t = (key: string) => msg('ru', key);
  await closeFloatLayerWhenShown(page);
  await forceLang(page, 'ru');
  await page.goto(`sku-${SELF_OPERATED_SKU}`);
  await page
    .getByTestId('shop-card')
    .getByRole('button', { name: t('chat:contact') })
    .click();
  await expect(page.locator('.ant-message-notice')).toContainText(t('chat:notLoggedIn'));

  const agent = await agentAtWork(browser);
  await freshBuyer(page);
  await forceLang(page, 'ru');
  const dialog = await openFromGoods(page, 'ru');
  await dialog.getByRole('button', { name: t('chat:send'), exact: true }).click();
  await expect(page.locator('.ant-message-notice')).toContainText(t('chat:blank'));
  await dialog.getByRole('textbox', { name: t('chat:inputLabel') }).click();
  await page.keyboard.type('Здравствуйте');
  await dialog.getByRole('button', { name: t('chat:send'), exact: true }).click();
  await agent.getByRole('tab', { name: /^Mine/ }).click();
  await agent.getByTestId('chat-member').first().click();
  await expect(agent.getByTestId('agent-chat-message').filter({ hasText: 'Здравствуйте' })).toBeVisible();
  await agent.getByRole('textbox', { name: consoleMsg('en-us', 'chat:inputLabel') }).fill('Добрый день!');
  await agent.getByRole('button', { name: consoleMsg('en-us', 'chat:send') }).click();
  const answer = dialog.getByTestId('chat-message').filter({ hasText: 'Добрый день!' });
  await expect(answer).toContainText(t('chat:time.today').replace(' {{time}}', ''));
  await screenshot(page, 'chat-shopper-dialog-ru');
  await agent.context().close();
});
