import type { catalog } from '@mall/contracts';

type SkuSpecValue = catalog.SkuSpecValue;
interface StoredSpec {
  spec_id: number;
  spec_name: string;
  value: SkuSpecValue[];
}
export interface SiblingSku {
  skuId: number;
  skuSpecFormat: unknown;
}

const comboKey = (valueIds: number[]) => [...valueIds].sort((a, b) => a - b).join(',');
const valueIdsOf = (format: unknown) =>
  Array.isArray(format) ? (format as SkuSpecValue[]).map((v) => v.spec_value_id) : [];

/**
 * The spec picker of the detail page (facts §6 goods_spec_format): for every value of every spec, the SKU
 * reached by changing only that spec from the current SKU; disabled when no buyable SKU has that
 * combination, selected on the current SKU's own values.
 */
export function specPicker(
  goodsSpecFormat: unknown,
  current: SiblingSku,
  siblings: SiblingSku[],
): catalog.GoodsSpec[] {
  const specs = Array.isArray(goodsSpecFormat) ? (goodsSpecFormat as StoredSpec[]) : [];
  const skuByCombo = new Map(siblings.map((s) => [comboKey(valueIdsOf(s.skuSpecFormat)), s.skuId]));
  const currentValues = Array.isArray(current.skuSpecFormat) ? (current.skuSpecFormat as SkuSpecValue[]) : [];
  const chosen = new Map(currentValues.map((v) => [v.spec_id, v.spec_value_id]));
  return specs.map((spec) => ({
    spec_id: spec.spec_id,
    spec_name: spec.spec_name,
    value: spec.value.map((v) => {
      const combo = new Map(chosen).set(spec.spec_id, v.spec_value_id);
      const skuId = skuByCombo.get(comboKey([...combo.values()])) ?? 0;
      return {
        spec_id: spec.spec_id,
        spec_name: spec.spec_name,
        spec_value_id: v.spec_value_id,
        spec_value_name: v.spec_value_name,
        image: v.image ?? '',
        selected: chosen.get(spec.spec_id) === v.spec_value_id ? 1 : 0,
        disabled: skuId === 0 ? 1 : 0,
        sku_id: skuId,
      };
    }),
  }));
}
