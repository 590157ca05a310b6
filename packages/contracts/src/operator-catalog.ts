import { z } from './zod.ts';
import { flagInput, idInput, intInput, multilineTextInput, textInput } from './input.ts';
import { pagingSchema } from './paging.ts';
import { translationsInput, type Translations } from './translations.ts';
import { optionalInput } from './wire.ts';
import { picturePathInput } from './operator-settings.ts';

/** The platform's category tree (three levels) and brands, as the operator edits them. */
const sortInput = intInput(0, 9999).default(0);

/** Creates a category under `pid` (0 = a top category), or edits the one of `category_id` (its place stays). */
export const categorySaveRequest = z.object({
  category_id: optionalInput(idInput),
  pid: intInput(0, 2_147_483_647).default(0),
  category_name: textInput(60).min(1),
  short_name: textInput(30).default(''),
  image: picturePathInput.default(''),
  is_show: flagInput.default(1),
  sort: sortInput,
  i18n: translationsInput({ category_name: textInput(60), short_name: textInput(30) }),
});
export type CategorySaveInput = z.infer<typeof categorySaveRequest>;
export const categoryIdRequest = z.object({ category_id: idInput });

export interface AdminCategory {
  category_id: number;
  pid: number;
  level: number;
  category_name: string;
  short_name: string;
  image: string;
  is_show: 0 | 1;
  sort: number;
  goods_count: number;
  i18n: Translations;
  children?: AdminCategory[];
}

export const brandListRequest = pagingSchema.extend({
  search: optionalInput(z.string().trim().min(1).max(40)),
});
export type BrandListInput = z.infer<typeof brandListRequest>;

export const brandSaveRequest = z.object({
  brand_id: optionalInput(idInput),
  brand_name: textInput(60).min(1),
  brand_initial: z
    .string()
    .trim()
    .regex(/^[A-Z]?$/, 'one capital letter')
    .default(''),
  image_url: picturePathInput.default(''),
  brand_desc: multilineTextInput(500).default(''),
  is_recommend: flagInput.default(0),
  sort: sortInput,
  i18n: translationsInput({ brand_name: textInput(60), brand_desc: multilineTextInput(500) }),
});
export type BrandSaveInput = z.infer<typeof brandSaveRequest>;
export const brandIdRequest = z.object({ brand_id: idInput });

export interface AdminBrand {
  brand_id: number;
  brand_name: string;
  brand_initial: string;
  image_url: string;
  brand_desc: string;
  is_recommend: 0 | 1;
  sort: number;
  goods_count: number;
  create_time: number;
  i18n: Translations;
}
