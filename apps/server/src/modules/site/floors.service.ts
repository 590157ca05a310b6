import { catalog, type Lang } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { pickI18n } from '../../platform/i18n/translate.ts';
import { brandCardsByIds, categoryCardsByIds, skuCardsByIds } from '../catalog/index.ts';
import { selectFloors } from './site.repository.ts';

const BLOCK_TITLES: Record<catalog.Floor['block_name'], string> = {
  'floor-style-1': 'Style 1',
  'floor-style-2': 'Style 2',
  'floor-style-3': 'Style 3',
};

type StoredSlots = catalog.StoredFloorValue;

function collectIds(floors: StoredSlots[]) {
  const sku = new Set<number>();
  const brand = new Set<number>();
  const category = new Set<number>();
  for (const slots of floors) {
    for (const slot of Object.values(slots)) {
      if (slot.type === 'goods') slot.value.sku_ids.forEach((id) => sku.add(id));
      if (slot.type === 'brand') slot.value.brand_ids.forEach((id) => brand.add(id));
      if (slot.type === 'category') slot.value.category_ids.forEach((id) => category.add(id));
    }
  }
  return { sku: [...sku], brand: [...brand], category: [...category] };
}

/**
 * Home floors with their goods, brands and categories filled in. All ids of all floors are looked up
 * together (three queries in all, whatever the number of floors), and anything no longer on sale drops out.
 */
export async function homeFloors(db: Db, websiteId: number, lang: Lang): Promise<catalog.Floor[]> {
  const rows = await selectFloors(db, websiteId);
  const floors = rows.flatMap((row) => {
    const value = catalog.storedFloorValueSchema.safeParse(row.value);
    const block = catalog.floorSchema.shape.block_name.safeParse(row.blockName);
    return value.success && block.success ? [{ row, slots: value.data, block: block.data }] : [];
  });
  const ids = collectIds(floors.map((f) => f.slots));
  const [skus, brands, categories] = await Promise.all([
    skuCardsByIds(db, ids.sku),
    brandCardsByIds(db, ids.brand, lang),
    categoryCardsByIds(db, ids.category, lang),
  ]);
  const skuById = new Map(skus.map((s) => [s.sku_id, s]));
  const brandById = new Map(brands.map((b) => [b.brand_id, b]));
  const categoryById = new Map(categories.map((c) => [c.category_id, c]));
  const pick = <T>(map: Map<number, T>, list: number[]) => list.flatMap((id) => map.get(id) ?? []);

  /** A stored slot with its live rows filled in; floor titles and subtitles in the request's language. */
  const fillSlot = (name: string, slot: StoredSlots[string], i18n: unknown): catalog.FloorSlot => {
    switch (slot.type) {
      case 'goods':
        return { type: 'goods', value: { ...slot.value, list: pick(skuById, slot.value.sku_ids) } };
      case 'brand':
        return { type: 'brand', value: { ...slot.value, list: pick(brandById, slot.value.brand_ids) } };
      case 'category':
        return {
          type: 'category',
          value: { ...slot.value, list: pick(categoryById, slot.value.category_ids) },
        };
      case 'text':
        if (name !== 'title' && name !== 'subTitle') return slot;
        return { ...slot, value: { ...slot.value, text: pickI18n(i18n, lang, name, slot.value.text) } };
      case 'img':
        // A floor picture has words drawn on it: each language may have its own, under the slot's name.
        return { ...slot, value: { ...slot.value, url: pickI18n(i18n, lang, name, slot.value.url) } };
      default:
        return slot;
    }
  };

  return floors.map(({ row, slots, block }) => {
    const value = Object.fromEntries(
      Object.entries(slots).map(([name, slot]) => [name, fillSlot(name, slot, row.i18n)]),
    );
    return {
      id: row.id,
      title: pickI18n(row.i18n, lang, 'title', row.title),
      block_name: block,
      block_title: BLOCK_TITLES[block],
      value,
    };
  });
}
