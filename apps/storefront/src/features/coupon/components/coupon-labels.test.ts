import { LANGS, type Lang } from '@mall/contracts';
import { describe, expect, it } from 'vitest';
import { i18n, loadAllMessages } from '../../../lib/i18n.ts';
import { formatMoneyText, type MoneyOptions } from '../../../lib/money.ts';
import { shortOfferText } from './coupon-labels.ts';

async function labelsIn(lang: Lang) {
  await loadAllMessages(lang);
  const t = i18n.getFixedT(lang);
  const money = (v: string | number, o?: MoneyOptions) => formatMoneyText(v, lang, '$', o);
  return (o: Parameters<typeof shortOfferText>[2]) => shortOfferText(t, money, o);
}

const DISCOUNT = { type: 'discount', money: '0.00', discount: '8.50', at_least: '0.00' } as const;
const DISCOUNT_OVER = { ...DISCOUNT, at_least: '100.00' } as const;
const MONEY_OFF = { type: 'reward', money: '20.00', at_least: '0.00' } as const;
const MONEY_OFF_OVER = { type: 'reward', money: '10.00', at_least: '99.00' } as const;

describe('coupon labels', () => {
  it('read right in English: "15% off", never "15% off off"', async () => {
    const label = await labelsIn('en-us');
    expect(label(DISCOUNT)).toBe('15% off');
    expect(label(DISCOUNT_OVER)).toBe('15% off on $100+');
    expect(label(MONEY_OFF)).toBe('$20 off');
    expect(label(MONEY_OFF_OVER)).toBe('$10 off $99+');
  });

  it('read right in Chinese: "8.5折", never "减8.5折"; money off as "减$20"', async () => {
    const label = await labelsIn('zh-cn');
    expect(label(DISCOUNT)).toBe('8.5折');
    expect(label(DISCOUNT_OVER)).toBe('满$100享8.5折');
    expect(label(MONEY_OFF)).toBe('减$20');
    expect(label(MONEY_OFF_OVER)).toBe('满$99减$10');
    expect((await labelsIn('zh-tw'))(DISCOUNT)).toBe('8.5折');
  });

  it('never doubles the "off" word in any language', async () => {
    for (const lang of LANGS) {
      const label = await labelsIn(lang);
      const discount = label(DISCOUNT);
      expect(discount, lang).not.toMatch(/off off|减.*折|−Скидка|할인 할인/);
      expect(label(MONEY_OFF), lang).toContain('20');
    }
  });
});

describe('plurals', () => {
  const count = async (lang: Lang, key: string, n: number) => {
    await loadAllMessages(lang);
    return i18n.getFixedT(lang)(key, { count: n, money: '$5' });
  };

  it('say "1 item" and "2 items" in English', async () => {
    expect(await count('en-us', 'checkout:shopTotal', 1)).toBe('1 item, shop total:');
    expect(await count('en-us', 'checkout:shopTotal', 2)).toBe('2 items, shop total:');
    expect(await count('en-us', 'checkout:manjian.items', 1)).toBe('Buy 1 item, save $5');
  });

  it('use the three Russian forms', async () => {
    expect(await count('ru', 'checkout:shopTotal', 1)).toBe('1 товар, итого по магазину:');
    expect(await count('ru', 'checkout:shopTotal', 3)).toBe('3 товара, итого по магазину:');
    expect(await count('ru', 'checkout:shopTotal', 5)).toBe('5 товаров, итого по магазину:');
    expect(await count('ru', 'checkout:shopTotal', 21)).toBe('21 товар, итого по магазину:');
    expect(await count('ru', 'coupon:validity.days', 30)).toBe('Действует 30 дней после получения');
  });

  it('never shows a key in Chinese or Korean, which have one form', async () => {
    expect(await count('zh-cn', 'checkout:shopTotal', 1)).toBe('共 1 件，店铺合计：');
    expect(await count('ko-kr', 'recharge:giftPoints', 1)).toBe('+1 포인트');
  });
});
