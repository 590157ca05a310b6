import type { Translations } from '@mall/contracts';
import type { goodsAttribute, goodsAttributeValue } from '../schema/index.ts';
import { ATTRIBUTE_ALIASES, ATTRIBUTE_NAMES, ATTRIBUTE_VALUES, type Words } from './attribute-words.ts';
import { ALL_KINDS } from './kind-registry.ts';
import { KO_KINDS } from './catalog-ko.ts';
import { RU_KINDS } from './catalog-ru.ts';
import { ZH_KINDS } from './catalog-zh.ts';

/*
 * One id per attribute and per value whatever the language a listing is written in, so a category's filters
 * built from goods in four languages show each attribute once. Ids are fixed by walking every kind in a set
 * order before any goods is made, so they do not depend on which goods a seed happens to generate.
 */

type AttributeRow = typeof goodsAttribute.$inferInsert;
type ValueRow = typeof goodsAttributeValue.$inferInsert;

const TRANSLATED = ['zh-cn', 'zh-tw', 'ko-kr', 'ru'] as const;
/** Attributes no dictionary entry names get ids from here on, so they never meet a dictionary id. */
const UNLISTED_FROM = 1000;

/** Every text of a dictionary (each language, plus aliases) to its English form; a text naming two is a bug. */
export function canonicalTexts(words: Words[], aliases: Record<string, string> = {}): Map<string, string> {
  const map = new Map<string, string>();
  const add = (text: string, english: string) => {
    const seen = map.get(text);
    if (seen !== undefined && seen !== english)
      throw new Error(`"${text}" names both ${seen} and ${english}`);
    map.set(text, english);
  };
  for (const w of words) for (const text of w) add(text, w[0]);
  for (const [text, english] of Object.entries(aliases)) add(text, english);
  return map;
}

function translationsOf(words: Words | undefined, field: string): Translations {
  const out: Translations = {};
  if (!words) return out;
  TRANSLATED.forEach((lang, i) => {
    const text = words[i + 1] as string;
    if (text !== words[0]) out[lang] = { [field]: text };
  });
  return out;
}

function createAttributeRegistry() {
  const names = canonicalTexts(ATTRIBUTE_NAMES, ATTRIBUTE_ALIASES);
  const values = canonicalTexts(ATTRIBUTE_VALUES);
  const nameWords = new Map(ATTRIBUTE_NAMES.map((w, i) => [w[0], { words: w, id: i + 1 }]));
  const valueWords = new Map(ATTRIBUTE_VALUES.map((w) => [w[0], w]));
  const attributes = new Map<string, AttributeRow>();
  const attrValues = new Map<number, Map<string, ValueRow>>();
  let unlisted = UNLISTED_FROM;

  const attribute = (name: string): AttributeRow => {
    const english = names.get(name) ?? name;
    let row = attributes.get(english);
    if (!row) {
      const known = nameWords.get(english);
      const i18n = translationsOf(known?.words, 'attr_name');
      row = { attrId: known?.id ?? unlisted++, attrName: english, i18n };
      attributes.set(english, row);
    }
    return row;
  };
  const value = (attrId: number, text: string): ValueRow => {
    const english = values.get(text) ?? text;
    const ofAttr = attrValues.get(attrId) ?? new Map<string, ValueRow>();
    attrValues.set(attrId, ofAttr);
    let row = ofAttr.get(english);
    if (!row) {
      const i18n = translationsOf(valueWords.get(english), 'attr_value_name');
      row = { attrValueId: attrId * 1000 + ofAttr.size + 1, attrId, attrValueName: english, i18n };
      ofAttr.set(english, row);
    }
    return row;
  };

  for (const kind of [...ALL_KINDS, ...ZH_KINDS, ...KO_KINDS, ...RU_KINDS])
    for (const a of kind.attrs) {
      const { attrId } = attribute(a.name);
      for (const v of a.values) value(attrId, v);
    }

  return {
    /** The ids of an attribute value as a listing names it (in any language). */
    ids(name: string, text: string) {
      const { attrId } = attribute(name);
      return { attrId, attrValueId: value(attrId, text).attrValueId };
    },
    rows: () => ({
      attributes: [...attributes.values()],
      values: [...attrValues.values()].flatMap((m) => [...m.values()]),
    }),
  };
}

export const ATTRIBUTES = createAttributeRegistry();
