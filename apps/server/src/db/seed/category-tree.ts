/** Shapes for the category tree data: English is the base column, the other four languages go to i18n. */

/** [English, zh-cn, zh-tw, ko-kr, ru] */
export type Names = [string, string, string, string, string];
export const I18N_LANGS = ['zh-cn', 'zh-tw', 'ko-kr', 'ru'] as const;
export type I18nLang = (typeof I18N_LANGS)[number];

export interface LeafDef {
  /** Stable code that goods data and floors refer to. */
  code: string;
  kind: string;
  names: Names;
  /** Word put before the kind's noun in English titles ("Women's", "Kids'"). */
  tag: string;
}
export interface SubDef {
  names: Names;
  leaves: LeafDef[];
}
export interface TopDef {
  names: Names;
  /** Short label for the category panel, per language like names. */
  short: Names;
  subs: SubDef[];
}

export const leaf = (code: string, kind: string, names: Names, tag = ''): LeafDef => ({
  code,
  kind,
  names,
  tag,
});
export const sub = (names: Names, leaves: LeafDef[]): SubDef => ({ names, leaves });
export const top = (names: Names, short: Names, subs: SubDef[]): TopDef => ({ names, short, subs });
