import { I18N_LANGS, type I18nLang } from './category-tree.ts';
import { floatLayerPicture } from './image-paths.ts';

/** The home pop-up's title (its picture's alt text): [English, zh-cn, zh-tw, ko-kr, ru]. */
const TITLES = [
  'Flash sale: up to 50% off',
  '限时秒杀：低至5折',
  '限時秒殺：低至5折',
  '타임딜: 최대 50% 할인',
  'Флеш-распродажа: скидки до 50%',
] as const;

/** The words drawn on the pop-up's picture, in the same order of languages. */
export const FLOAT_LAYER_WORDS: { headline: string; sub: string }[] = [
  { headline: 'Flash Sale', sub: 'Up to 50% off, today only' },
  { headline: '限时秒杀', sub: '低至5折，仅限今天' },
  { headline: '限時秒殺', sub: '低至5折，僅限今天' },
  { headline: '타임딜', sub: '오늘만 최대 50% 할인' },
  { headline: 'Флеш-распродажа', sub: 'Скидки до 50%, только сегодня' },
];

export const FLOAT_LAYER_TITLE = TITLES[0];

/** The pop-up's title and picture in each language beside the English base (the config row's `i18n`). */
export const floatLayerI18n = (): Record<I18nLang, { title: string; img_url: string }> =>
  Object.fromEntries(
    I18N_LANGS.map((l, li) => [l, { title: TITLES[li + 1]!, img_url: floatLayerPicture(l) }]),
  ) as Record<I18nLang, { title: string; img_url: string }>;
