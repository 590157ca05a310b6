import type { expressTemplate, expressTemplateItem } from '../schema/index.ts';
import type { CatalogShop } from './catalog.ts';
import { pgArray } from './pg-array.ts';
import { BASE_TIME, DAY } from './random.ts';

type TemplateRow = typeof expressTemplate.$inferInsert;
type ItemRow = typeof expressTemplateItem.$inferInsert;

/** Jiangsu, Zhejiang, Shanghai, Anhui: the cheap zone around the demo warehouses. */
const NEAR = [320000, 330000, 310000, 340000];
/** Xinjiang, Tibet, Qinghai, Inner Mongolia, Gansu, Ningxia: remote zone. */
const REMOTE = [650000, 540000, 630000, 150000, 620000, 640000];

const NAMES: Record<string, string> = {
  'en-us': 'Standard express',
  'zh-cn': '普通快递',
  'ko-kr': '일반 택배',
  ru: 'Стандартная доставка',
};

/**
 * One default express template per shop, charged by piece: near provinces, the rest of the country and
 * remote provinces cost more in that order. Fresh food is not sent to the remote zone; the Russian shop
 * does not ship to Tibet and Xinjiang. Free from a threshold, except the food shop.
 */
export function expressTemplateRows(shops: CatalogShop[]): { templates: TemplateRow[]; items: ItemRow[] } {
  const templates: TemplateRow[] = [];
  const items: ItemRow[] = [];
  shops.forEach((shop, i) => {
    const templateId = i + 1;
    const food = shop.lang === 'en-us' && shop.tops[0] === 'Food & Beverages';
    const unavailable = food ? REMOTE : shop.lang === 'ru' ? [540000, 650000] : [];
    templates.push({
      templateId,
      siteId: shop.siteId,
      templateName: NAMES[shop.lang] ?? NAMES['en-us']!,
      freeThreshold: food ? 0 : shop.isOwn ? 5900 : 9900,
      unavailableProvinceIds: pgArray(unavailable),
      isDefault: 1,
      createTime: BASE_TIME - 200 * DAY,
    });
    const base = shop.isOwn ? 600 : 800;
    items.push(
      {
        templateId,
        provinceIds: pgArray(NEAR),
        firstNum: 1,
        firstFee: base - 200,
        continueNum: 1,
        continueFee: 100,
      },
      {
        templateId,
        provinceIds: pgArray(REMOTE),
        firstNum: 1,
        firstFee: base * 2 + 400,
        continueNum: 1,
        continueFee: 600,
      },
      {
        templateId,
        provinceIds: pgArray([] as number[]),
        firstNum: 1,
        firstFee: base,
        continueNum: 2,
        continueFee: 300,
      },
    );
  });
  return { templates, items: items.map((row, i) => ({ itemId: i + 1, ...row })) };
}
