import type { Lang } from '@mall/contracts';
import { expect } from 'vitest';

const FOREIGN = { cjk: /[\u4e00-\u9fff]/, hangul: /[\uac00-\ud7af]/, cyrillic: /[\u0400-\u04ff]/ };
type Script = 'latin' | keyof typeof FOREIGN;

/** The script each storefront language is written in. */
export const LANG_SCRIPTS: [Lang, Script][] = [
  ['en-us', 'latin'],
  ['zh-cn', 'cjk'],
  ['zh-tw', 'cjk'],
  ['ko-kr', 'hangul'],
  ['ru', 'cyrillic'],
];

/**
 * Asserts a text is in one script: English with no foreign letters, or a foreign script with no English word
 * left in it (a lone letter such as the C of "3C" is fine).
 */
export function expectScript(text: string, script: Script): void {
  if (script === 'latin') {
    expect(text).toMatch(/[A-Za-z]/);
    for (const re of Object.values(FOREIGN)) expect(text).not.toMatch(re);
    return;
  }
  expect(text).toMatch(FOREIGN[script]);
  expect(text).not.toMatch(/[A-Za-z]{2,}/);
}
