import { z } from './zod.ts';
import { flagInput, idInput, textInput } from './input.ts';
import { picturePathInput } from './operator-settings.ts';
import { translationsInput, type Translations } from './translations.ts';

/*
 * The operator's site content shown to shoppers in their language: the advert pictures of each position
 * (a picture and its alt text per language) and the platform documents (registration agreement, after-sales
 * guarantee), each with its translations.
 */

export interface AdminAdvert {
  adv_id: number;
  ap_id: number;
  ap_name: string;
  keyword: string;
  adv_title: string;
  adv_image: string;
  slide_sort: number;
  state: 0 | 1;
  i18n: Translations;
}

/** Edits an advert: its base picture and alt text, and per language another picture and alt text. */
export const advertSaveRequest = z.object({
  adv_id: idInput,
  adv_title: textInput(100).min(1),
  adv_image: picturePathInput.refine((p) => p.length > 0, 'must be an uploaded picture'),
  state: flagInput.default(1),
  i18n: translationsInput({ adv_title: textInput(100), adv_image: picturePathInput }),
});
export type AdvertSaveInput = z.infer<typeof advertSaveRequest>;

/** The documents an operator writes, by their config key. */
export const DOCUMENT_KEYS = ['REGISTER_AGREEMENT', 'GOODS_AFTER_SALE'] as const;
export type DocumentKey = (typeof DOCUMENT_KEYS)[number];

export interface AdminDocument {
  key: DocumentKey;
  title: string;
  content: string;
  i18n: Translations;
}

const documentText = z.string().max(60_000);
export const documentSaveRequest = z.object({
  key: z.enum(DOCUMENT_KEYS),
  title: textInput(120).min(1),
  content: documentText.refine((c) => c.trim().length > 0, 'must not be empty'),
  i18n: translationsInput({ title: textInput(120), content: documentText }),
});
export type DocumentSaveInput = z.infer<typeof documentSaveRequest>;
