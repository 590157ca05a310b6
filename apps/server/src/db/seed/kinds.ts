/**
 * A product kind is everything the generator needs to write believable listings of one sort of product:
 * the words a merchant would use in a title, its variants, attributes and price band. Catalog data files
 * declare kinds compactly with '|' separated lists so a whole category family fits in one short file.
 */

/** Which silhouette the picture generator draws for a kind. */
export type Family =
  | 'phone'
  | 'tablet'
  | 'gadget'
  | 'charger'
  | 'earbuds'
  | 'headphones'
  | 'speaker'
  | 'camera'
  | 'drone'
  | 'watch'
  | 'laptop'
  | 'keyboard'
  | 'mouse'
  | 'screen'
  | 'pen'
  | 'appliance'
  | 'blender'
  | 'vacuum'
  | 'fan'
  | 'hairdryer'
  | 'wand'
  | 'bulb'
  | 'tshirt'
  | 'shirt'
  | 'sweater'
  | 'dress'
  | 'trousers'
  | 'coat'
  | 'shoe'
  | 'boot'
  | 'handbag'
  | 'backpack'
  | 'suitcase'
  | 'bottle'
  | 'jar'
  | 'lipstick'
  | 'sofa'
  | 'chair'
  | 'desk'
  | 'pillow'
  | 'lamp'
  | 'mat'
  | 'box'
  | 'pot'
  | 'bowl'
  | 'pouch'
  | 'dumbbell'
  | 'tent'
  | 'bike'
  | 'helmet'
  | 'blocks'
  | 'teddy'
  | 'car'
  | 'stroller'
  | 'book'
  | 'card'
  | 'guitar'
  | 'bone';

export interface SpecDef {
  name: string;
  values: string[];
  /** Price added to the goods' base price for each value, in whole currency units. */
  add: number[];
}

export interface AttrDef {
  name: string;
  values: string[];
}

export interface Kind {
  key: string;
  family: Family;
  /** The short word printed on the picture. */
  label: string;
  unit: string;
  min: number;
  max: number;
  nouns: string[];
  /** Model code patterns: '#' becomes a number, '@' a capital letter. */
  models: string[];
  adjs: string[];
  feats: string[];
  /** The first spec is the picture spec (colour, flavour, style): each of its values gets its own picture. */
  specs: SpecDef[];
  attrs: AttrDef[];
  sell: string[];
  virtual: boolean;
  weight: number;
  /** How titles are written: brand + model + noun (default), a book title, or a gift card. */
  style: 'product' | 'book' | 'card';
}

export interface KindInput {
  nouns: string;
  models?: string;
  adjs?: string;
  feats: string;
  /** [name, 'v1|v2|…', optional 'add1|add2|…'] */
  specs: [string, string, string?][];
  attrs?: [string, string][];
  sell: string[];
  virtual?: boolean;
  weight?: number;
  style?: Kind['style'];
}

export const list = (s: string | undefined): string[] => (s ? s.split('|').map((x) => x.trim()) : []);

export function kind(
  key: string,
  family: Family,
  label: string,
  unit: string,
  band: [number, number],
  input: KindInput,
): Kind {
  return {
    key,
    family,
    label,
    unit,
    min: band[0],
    max: band[1],
    nouns: list(input.nouns),
    models: list(input.models),
    adjs: list(input.adjs),
    feats: list(input.feats),
    specs: input.specs.map(([name, values, add]) => {
      const v = list(values);
      const a = list(add).map(Number);
      return { name, values: v, add: v.map((_, i) => a[i] ?? 0) };
    }),
    attrs: (input.attrs ?? []).map(([name, values]) => ({ name, values: list(values) })),
    sell: input.sell,
    virtual: input.virtual ?? false,
    weight: input.weight ?? 500,
    style: input.style ?? 'product',
  };
}

/**
 * The same kind written by a merchant in another language: spec values line up index by index with the
 * base kind's values, so pictures and price steps are shared.
 */
export interface LocalKind {
  lang: 'zh-cn' | 'ko-kr' | 'ru';
  /** Level-3 category code the goods are listed under. */
  cat: string;
  base: string;
  nouns: string[];
  models: string[];
  adjs: string[];
  feats: string[];
  specNames: string[];
  specValues: string[][];
  attrs: AttrDef[];
  sell: string[];
  unit: string;
}

export interface LocalKindInput {
  nouns: string;
  models?: string;
  adjs?: string;
  feats: string;
  /** [localised spec name, 'v1|v2|…' aligned with the base kind's values] */
  specs: [string, string][];
  attrs?: [string, string][];
  sell: string[];
  unit: string;
}

export function localKind(
  lang: LocalKind['lang'],
  cat: string,
  base: string,
  input: LocalKindInput,
): LocalKind {
  return {
    lang,
    cat,
    base,
    nouns: list(input.nouns),
    models: list(input.models),
    adjs: list(input.adjs),
    feats: list(input.feats),
    specNames: input.specs.map(([n]) => n),
    specValues: input.specs.map(([, v]) => list(v)),
    attrs: (input.attrs ?? []).map(([name, values]) => ({ name, values: list(values) })),
    sell: input.sell,
    unit: input.unit,
  };
}
