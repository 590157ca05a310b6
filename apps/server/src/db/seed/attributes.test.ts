import { describe, expect, it } from 'vitest';
import { ATTRIBUTES, canonicalTexts } from './attributes.ts';

describe('attribute dictionary of the demo data', () => {
  it('gives an attribute one id whatever the language a listing names it in', () => {
    expect(ATTRIBUTES.ids('屏幕尺寸', '6.7英寸')).toEqual(ATTRIBUTES.ids('Screen size', '6.7"'));
    expect(ATTRIBUTES.ids('피부 타입', '지성')).toEqual(ATTRIBUTES.ids('Skin type', 'Oily'));
    expect(ATTRIBUTES.ids('Screen size', '6.7"').attrId).not.toBe(ATTRIBUTES.ids('Network', '5G').attrId);
  });

  it('refuses a text that would name two attributes', () => {
    expect(() =>
      canonicalTexts([
        ['Power', '功率', '功率', '소비 전력', 'Мощность'],
        ['Output', '功率', '輸出功率', '출력', 'Выход'],
      ]),
    ).toThrow('"功率" names both Power and Output');
  });

  it('translates every attribute name into the four other languages, and ids are unique', () => {
    const { attributes, values } = ATTRIBUTES.rows();
    // Every name a listing uses is in the dictionary (ids from 1000 on are names it lacks).
    expect(attributes.filter((a) => a.attrId! >= 1000).map((a) => a.attrName)).toEqual([]);
    const sameEverywhere = ['DPI', 'CADR'];
    for (const a of attributes.filter((x) => !sameEverywhere.includes(x.attrName)))
      expect(Object.keys(a.i18n as object).length, a.attrName).toBeGreaterThan(0);
    expect(new Set(values.map((v) => v.attrValueId)).size).toBe(values.length);
  });
});
