import type { goodsCategory } from '../schema/index.ts';
import { I18N_LANGS, type Names, type TopDef } from './category-tree.ts';
import { TOPS_A } from './categories-data-a.ts';
import { TOPS_B } from './categories-data-b.ts';
import { TOPS_C } from './categories-data-c.ts';
import { getKind } from './kind-registry.ts';
import type { Family } from './kinds.ts';
import { categoryPicture } from './image-paths.ts';

export const TOPS: TopDef[] = [...TOPS_A, ...TOPS_B, ...TOPS_C];

export interface CategoryInfo {
  id: number;
  level: number;
  ids: [number, number, number];
  names: Names;
  topName: string;
  /** Position of the level-2 parent among its siblings (brand choice keys on it). */
  subIndex: number;
  family: Family;
  code: string;
  kind: string;
  tag: string;
}

type CategoryRow = typeof goodsCategory.$inferInsert;

function i18n(names: Names, short: Names) {
  return Object.fromEntries(
    I18N_LANGS.map((lang, i) => [lang, { category_name: names[i + 1], short_name: short[i + 1] }]),
  );
}

/**
 * Flattens the tree depth-first with fixed ids so floors, goods and tests can refer to them; siblings get
 * descending sort values because the tree is read "sort desc".
 */
export function buildCategories(): { rows: CategoryRow[]; infos: CategoryInfo[] } {
  const rows: CategoryRow[] = [];
  const infos: CategoryInfo[] = [];
  let next = 1;
  const add = (
    names: Names,
    short: Names,
    level: number,
    pid: number,
    ids: [number, number, number],
    sort: number,
    fullName: string,
    extra: Omit<CategoryInfo, 'id' | 'level' | 'ids' | 'names'>,
  ) => {
    const id = ids[level - 1] as number;
    rows.push({
      categoryId: id,
      categoryName: names[0],
      shortName: short[0],
      pid,
      level,
      image: categoryPicture(id),
      categoryId1: ids[0],
      categoryId2: ids[1],
      categoryId3: ids[2],
      categoryFullName: fullName,
      keywords: names.slice(0, 2).join(','),
      description: `Shop ${names[0]} at great prices.`,
      commissionRate: 5,
      isShow: 1,
      sort,
      i18n: i18n(names, short),
    });
    infos.push({ id, level, ids, names, ...extra });
  };
  TOPS.forEach((top, ti) => {
    const id1 = next++;
    const firstKind = top.subs[0]?.leaves[0]?.kind ?? 'phone';
    add(top.names, top.short, 1, 0, [id1, 0, 0], 100 - ti, top.names[0], {
      topName: top.names[0],
      subIndex: 0,
      family: getKind(firstKind).kind.family,
      code: '',
      kind: '',
      tag: '',
    });
    top.subs.forEach((sub, si) => {
      const id2 = next++;
      const subFull = `${top.names[0]}/${sub.names[0]}`;
      const subKind = sub.leaves[0]?.kind ?? firstKind;
      add(sub.names, sub.names, 2, id1, [id1, id2, 0], 100 - si, subFull, {
        topName: top.names[0],
        subIndex: si,
        family: getKind(subKind).kind.family,
        code: '',
        kind: '',
        tag: '',
      });
      sub.leaves.forEach((leaf, li) => {
        const id3 = next++;
        add(leaf.names, leaf.names, 3, id2, [id1, id2, id3], 100 - li, `${subFull}/${leaf.names[0]}`, {
          topName: top.names[0],
          subIndex: si,
          family: getKind(leaf.kind).kind.family,
          code: leaf.code,
          kind: leaf.kind,
          tag: leaf.tag,
        });
      });
    });
  });
  return { rows, infos };
}
