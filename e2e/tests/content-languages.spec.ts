import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { api } from '../support/api.ts';
import { closeFloatLayerWhenShown, forceLang, screenshot, toastOn } from '../support/browser.ts';
import { freshBuyer, SELF_OPERATED_SKU } from '../support/checkout.ts';
import { CONSOLE, consoleLogin } from '../support/console.ts';
import { consoleMsg, type Lang } from '../support/locales.ts';

/*
 * Issue 14 item 4: what the platform and the shops wrote reaches a shopper in the shopper's language — the
 * member levels, the top-up packages, a combo package's name, the spend-more-save-more label, the home
 * carousel's, floors' and pop-up's pictures and alt texts and the footer's copyright — and none of the English
 * base texts shows instead.
 */

interface Words {
  popUp: string;
  floor: string;
  copyright: string;
  silver: string;
  regular: string;
  starter: string;
  combo: string;
  manjian: string;
  advert: string;
}
const WORDS: Partial<Record<Lang, Words>> = {
  'zh-cn': {
    popUp: '限时秒杀：低至5折',
    floor: '手机数码',
    copyright: '© 2026 Nova Mall 版权所有',
    silver: '白银会员',
    regular: '普通会员',
    starter: '入门充值套餐',
    combo: '日常两件套',
    manjian: '满额立减',
    advert: '秋季数码节',
  },
  ru: {
    popUp: 'Флеш-распродажа: скидки до 50%',
    floor: 'Телефоны и гаджеты',
    copyright: '© 2026 Nova Mall. Все права защищены.',
    silver: 'Серебряный',
    regular: 'Обычный',
    starter: 'Стартовое пополнение',
    combo: 'Набор «Пара на каждый день»',
    manjian: 'Чем больше покупка, тем больше скидка',
    advert: 'Осенний фестиваль техники',
  },
};
/** The base texts the demo data holds in English: none may show on a page in another language. */
const ENGLISH = [
  'Silver',
  'Starter top-up',
  'Everyday pair',
  'Spend more, save more',
  'Autumn Tech Festival',
  'Flash sale: up to 50% off',
  'All rights reserved',
];
const loaded = { timeout: 30_000 };

async function expectNoEnglishBase(page: Page, bases = ENGLISH) {
  const text = await page.locator('body').innerText();
  for (const base of bases) expect(text, `"${base}" untranslated`).not.toContain(base);
}

for (const lang of ['zh-cn', 'ru'] as const) {
  test(`levels, top-up packages, a combo, a manjian label and an advert in ${lang}`, async ({ page }) => {
    test.setTimeout(150_000);
    const w = WORDS[lang]!;
    await freshBuyer(page);
    await forceLang(page, lang);

    // The home pop-up on the first visit: its title and its picture are this language's.
    await page.goto('index');
    const popUp = page.getByRole('dialog', { name: w.popUp });
    await expect(popUp).toBeVisible(loaded);
    await expect(popUp.getByRole('img', { name: w.popUp })).toHaveAttribute(
      'src',
      new RegExp(`float-layer-${lang}(_big|_mid)?\\.jpg`),
    );
    await screenshot(page, `content-${lang}-pop-up`);
    await page.keyboard.press('Escape');
    await expect(popUp).toBeHidden();
    await closeFloatLayerWhenShown(page);

    const carousel = page.getByTestId('home-carousel');
    // A slide not showing now is hidden from the accessibility tree, so it is found by its alt text.
    const slide = carousel.locator(`img[alt="${w.advert}"]`);
    // The carousel turns every 4 s: the slide is there whether or not it is the one showing now.
    await expect(slide).toBeAttached(loaded);
    // The picture itself is this language's: its words are drawn in the shopper's language.
    await expect(slide).toHaveAttribute('src', new RegExp(`-${lang}(_big|_mid|_small)?\\.jpg`));
    await screenshot(page, `content-${lang}-home`);
    // The first floor: its pictures carry the floor's name as alt text and are drawn in this language.
    const floor = page.getByTestId('floor').first();
    await floor.scrollIntoViewIfNeeded();
    const floorPictures = floor.getByRole('img', { name: w.floor, exact: true });
    await expect(floorPictures.first()).toBeVisible(loaded);
    for (const src of await floorPictures.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src'))))
      expect(src).toMatch(new RegExp(`/floor/1-(left|bottom)-${lang}(_big|_mid|_small)?\\.jpg`));
    await screenshot(page, `content-${lang}-floor`);
    // The footer's copyright line.
    await expect(page.getByTestId('site-footer')).toContainText(w.copyright);
    // Goods names on home are data in the language they were listed in: only the platform's words are checked.
    await expectNoEnglishBase(page, [
      'Autumn Tech Festival',
      'Flash sale: up to 50% off',
      'All rights reserved',
    ]);

    await page.goto('member/level');
    await expect(page.getByTestId('level-name')).toContainText(w.regular, loaded);
    await expect(page.getByRole('cell', { name: w.silver, exact: true })).toBeVisible();
    await expectNoEnglishBase(page);
    await screenshot(page, `content-${lang}-level`, true);

    await page.goto('member/recharge_list');
    await expect(page.getByTestId('recharge-package').filter({ hasText: w.starter })).toBeVisible(loaded);
    await expectNoEnglishBase(page);
    await screenshot(page, `content-${lang}-recharge`);

    const combo = await api<{ bundling_goods: { sku_id: number }[] }>(
      page.request,
      '/bundling/api/bundling/detail',
      { bl_id: 1 },
    );
    await page.goto(`sku-${combo.bundling_goods[0]!.sku_id}`);
    await expect(page.getByTestId('combo-entrance')).toContainText(w.combo, loaded);
    await page.getByTestId('combo-entrance').getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: w.combo })).toBeVisible(loaded);
    // Goods names are data in the language they were listed in; only the package's own words are checked.
    await expectNoEnglishBase(page, ['Everyday pair']);
    await screenshot(page, `content-${lang}-combo`);

    await page.goto(`sku-${SELF_OPERATED_SKU}`);
    await expect(page.locator('.detail-manjian')).toContainText(w.manjian, loaded);
    await page.locator('.detail-manjian').scrollIntoViewIfNeeded();
    await expectNoEnglishBase(page, ['Spend more, save more']);
    await screenshot(page, `content-${lang}-manjian`);
  });
}

test('the operator gives an advert its own Russian alt text in the console (zh-cn) and a ru shopper reads it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const c = (key: string, vars?: Record<string, string | number>) => consoleMsg('zh-cn', key, vars);
  await page.addInitScript(() => localStorage.setItem('console.lang', 'zh-cn'));
  await consoleLogin(page, 'zh-cn', { audience: 'operator', username: 'admin', password: 'Admin@12345' });
  await page.goto(`${CONSOLE}operator/adverts`);
  const row = page.getByRole('row').filter({ hasText: 'Brand week' });
  await row.getByRole('button', { name: c('content:edit') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(c('common:translations.title')).click();
  await dialog.getByRole('tab', { name: c('common:lang.ru') }).click();
  const ruTab = dialog.getByRole('tabpanel', { name: c('common:lang.ru') });
  const alt = ruTab.getByRole('textbox', { name: c('content:altText') });
  await expect(alt).toHaveValue('Неделя брендов');
  await alt.fill('Неделя брендов: официальные магазины');
  await screenshot(page, 'content-console-advert-zh-cn');
  await dialog.getByRole('button', { name: c('content:save') }).click();
  await expect(toastOn(page)).toContainText(c('content:saved'));

  const shopper = await browser.newPage();
  await forceLang(shopper, 'ru');
  await closeFloatLayerWhenShown(shopper);
  await shopper.goto('brand');
  await expect(shopper.locator('.brand-adv img').first()).toHaveAttribute(
    'alt',
    'Неделя брендов: официальные магазины',
    loaded,
  );
  await screenshot(shopper, 'content-ru-brand-advert');
  await shopper.close();
});
