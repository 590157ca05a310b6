import { moneyToCents, type merchantGoods } from '@mall/contracts';
import { AppError } from '../../../platform/errors.ts';

/*
 * The spec matrix a merchant types in (Colour: Red, Blue × Size: S, M) and the SKUs it generates, in the JSON
 * shapes the storefront reads (facts §6): goods_spec_format [{spec_id, spec_name, value: [value…]}] and each
 * SKU's sku_spec_format [value…], a value being {spec_id, spec_name, spec_value_id, spec_value_name, image}.
 * Ids are numbered within the goods (the spec picker and the cart compare them within one goods only).
 */

export interface SpecValue {
  spec_id: number;
  spec_name: string;
  spec_value_id: number;
  spec_value_name: string;
  image: string;
}
export interface StoredSpec {
  spec_id: number;
  spec_name: string;
  value: SpecValue[];
}

export interface PlannedSku {
  /** The values' names joined: how an edit finds the SKU it had before. */
  key: string;
  specFormat: SpecValue[];
  valueNames: string[];
  price: number;
  marketPrice: number;
  costPrice: number;
  stock: number;
  skuNo: string;
  skuImage: string;
}

export const comboKey = (names: string[]) => names.join('\u0001');

const cents = (text: string | undefined, fallback: number) =>
  text === undefined ? fallback : (moneyToCents(text) ?? fallback);

const hasRepeats = (names: string[]) => new Set(names.map((n) => n.toLowerCase())).size !== names.length;

/** Checks the matrix and its SKUs (every combination exactly once) and answers the stored shapes. */
export function planMatrix(input: merchantGoods.GoodsSaveInput): { specs: StoredSpec[]; skus: PlannedSku[] } {
  const specsIn = input.spec_format;
  if (hasRepeats(specsIn.map((s) => s.spec_name)) || specsIn.some((s) => hasRepeats(s.values))) {
    throw new AppError('PARAMETER_ERROR', 'MGOODS_GOODS_SPEC_DUPLICATE');
  }
  if (input.max_buy > 0 && input.max_buy < input.min_buy) {
    throw new AppError('PARAMETER_ERROR', 'MGOODS_GOODS_MAX_BELOW_MIN');
  }
  const specs: StoredSpec[] = specsIn.map((s, i) => ({
    spec_id: i + 1,
    spec_name: s.spec_name,
    value: s.values.map((v, j) => ({
      spec_id: i + 1,
      spec_name: s.spec_name,
      spec_value_id: (i + 1) * 1000 + j + 1,
      spec_value_name: v,
      image: '',
    })),
  }));
  const combos = specs.reduce((n, s) => n * s.value.length, 1);
  const seen = new Set<string>();
  const skus = input.skus.map((sku) => {
    const values = sku.spec_values.map((name, i) => specs[i]?.value.find((v) => v.spec_value_name === name));
    const key = comboKey(sku.spec_values);
    if (sku.spec_values.length !== specs.length || values.some((v) => !v) || seen.has(key)) {
      throw new AppError('PARAMETER_ERROR', 'MGOODS_GOODS_SKU_MATRIX');
    }
    seen.add(key);
    const price = cents(sku.price, 0);
    return {
      key,
      specFormat: values as SpecValue[],
      valueNames: sku.spec_values,
      price,
      marketPrice: cents(sku.market_price, price),
      costPrice: cents(sku.cost_price, 0),
      stock: sku.stock,
      skuNo: sku.sku_no ?? '',
      skuImage: sku.sku_image ?? '',
    };
  });
  if (skus.length !== combos) throw new AppError('PARAMETER_ERROR', 'MGOODS_GOODS_SKU_MATRIX');
  // The first spec's values show a picture in the storefront's switcher: the first SKU's picture with that value.
  for (const v of specs[0]?.value ?? []) {
    v.image = skus.find((s) => s.specFormat[0] === v && s.skuImage)?.skuImage ?? '';
  }
  return { specs, skus };
}
