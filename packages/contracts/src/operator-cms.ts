import { z } from './zod.ts';
import { flagInput, idInput, intInput, textInput } from './input.ts';
import { pagingSchema } from './paging.ts';
import { translationsInput, type Translations } from './translations.ts';
import { optionalInput } from './wire.ts';

/** Notices and help as the operator writes them. Bodies are HTML, sanitised by the server when stored. */
const richText = z.string().max(60_000);
const sortInput = intInput(0, 9999).default(0);

export const noticeListRequest = pagingSchema.extend({
  search: optionalInput(z.string().trim().min(1).max(40)),
});
export type NoticeListInput = z.infer<typeof noticeListRequest>;

/** Creates a notice, or edits the one of `id`. */
export const noticeSaveRequest = z.object({
  id: optionalInput(idInput),
  title: textInput(120).min(1),
  content: richText,
  is_top: flagInput.default(0),
  sort: sortInput,
  i18n: translationsInput({ title: textInput(120), content: richText }),
});
export type NoticeSaveInput = z.infer<typeof noticeSaveRequest>;

export const cmsIdRequest = z.object({ id: idInput });

export interface AdminNotice {
  id: number;
  title: string;
  content: string;
  is_top: 0 | 1;
  sort: number;
  create_time: number;
  i18n: Translations;
}

export const helpClassSaveRequest = z.object({
  class_id: optionalInput(idInput),
  class_name: textInput(60).min(1),
  sort: sortInput,
  i18n: translationsInput({ class_name: textInput(60) }),
});
export type HelpClassSaveInput = z.infer<typeof helpClassSaveRequest>;
export const helpClassIdRequest = z.object({ class_id: idInput });

export interface AdminHelpClass {
  class_id: number;
  class_name: string;
  sort: number;
  article_count: number;
  i18n: Translations;
}

export const helpListRequest = pagingSchema.extend({
  class_id: optionalInput(idInput),
  search: optionalInput(z.string().trim().min(1).max(40)),
});
export type HelpListInput = z.infer<typeof helpListRequest>;

export const helpSaveRequest = z.object({
  id: optionalInput(idInput),
  class_id: idInput,
  title: textInput(120).min(1),
  content: richText,
  link_address: optionalInput(
    z
      .string()
      .trim()
      .max(255)
      .regex(/^https?:\/\/[^\s"'<>]+$/, 'must be an http(s) link'),
  ),
  sort: sortInput,
  i18n: translationsInput({ title: textInput(120), content: richText }),
});
export type HelpSaveInput = z.infer<typeof helpSaveRequest>;

export interface AdminHelp {
  id: number;
  class_id: number;
  class_name: string;
  title: string;
  content: string;
  link_address: string;
  sort: number;
  create_time: number;
  i18n: Translations;
}
