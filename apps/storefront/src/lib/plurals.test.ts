import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18n, loadAllMessages } from './i18n.ts';

/*
 * Counts read right (issue 14 item 3: plurals through i18next's plural rules). Russian has three forms a number
 * chooses (1 товар, 3 товара, 5 товаров, 21 товар); a message that puts a count before a noun must be a plural
 * message, or it reads wrong for most numbers.
 */

const RU_DIR = path.resolve(import.meta.dirname, '../locales/ru');
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Russian nouns a shop counts, by stem; after a bare number their ending depends on the number. */
const COUNTED_NOUN =
  /\{\{[\w, ]+\}\}\s+(товар|балл|отзыв|подписчик|купон|заказ|магазин|позици|день|дня|дней|штук)/;

function flatten(node: unknown, prefix: string, out: [string, string][]): [string, string][] {
  if (typeof node === 'string') out.push([prefix, node]);
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

describe('Russian plurals', () => {
  it('every message counting a noun is a plural message', () => {
    const bare: string[] = [];
    for (const file of fs.readdirSync(RU_DIR).filter((f) => f.endsWith('.json'))) {
      const messages = flatten(JSON.parse(fs.readFileSync(path.join(RU_DIR, file), 'utf8')), '', []);
      for (const [key, text] of messages)
        if (!PLURAL.test(key) && COUNTED_NOUN.test(text)) bare.push(`${file} ${key}: ${text}`);
    }
    expect(bare).toEqual([]);
  });

  it('a combo of 1, 3, 5 and 21 goods and a sign-in of 1, 2 and 5 points read right', async () => {
    await loadAllMessages('ru');
    const t = i18n.getFixedT('ru');
    const combo = (count: number) => t('combo:entrance.text', { name: 'Пара', count });
    expect(combo(1)).toBe('Комплект: Пара (1 товар)');
    expect(combo(3)).toBe('Комплект: Пара (3 товара)');
    expect(combo(5)).toBe('Комплект: Пара (5 товаров)');
    expect(combo(21)).toBe('Комплект: Пара (21 товар)');
    const reward = (count: number) => t('loyalty:signin.reward', { count, growth: 2 });
    expect(reward(1)).toBe('1 балл, рост +2');
    expect(reward(2)).toBe('2 балла, рост +2');
    expect(reward(5)).toBe('5 баллов, рост +2');
    expect(t('loyalty:signin.done', { day: 3, count: 11, growth: 1 })).toContain('+11 баллов');
  });

  it('English says one item and two items', async () => {
    await loadAllMessages('en-us');
    const t = i18n.getFixedT('en-us');
    expect(t('combo:entrance.text', { name: 'Pair', count: 1 })).toBe('Combo: Pair (1 item)');
    expect(t('combo:entrance.text', { name: 'Pair', count: 2 })).toBe('Combo: Pair (2 items)');
    expect(t('loyalty:signin.reward', { count: 1, growth: 1 })).toBe('1 point, 1 growth');
  });
});
