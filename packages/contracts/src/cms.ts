import { z } from './zod.ts';
import { idInput, textInput } from './input.ts';
import { pagingSchema } from './paging.ts';
import { optionalInput, zeroOrId } from './wire.ts';

/**
 * site_id 0 (the default) is the platform's own help; app_module 'admin' (the original client's way of
 * asking for it) means the same, 'shop' the help of site_id.
 */
export const helpClassListRequest = z
  .object({
    site_id: zeroOrId.default(0),
    app_module: optionalInput(z.enum(['admin', 'shop'])),
  })
  .transform(({ site_id, app_module }) => ({ site_id: app_module === 'admin' ? 0 : site_id }));
export const helpClassSchema = z.object({
  class_id: z.number(),
  class_name: z.string(),
  child_list: z.array(z.object({ id: z.number(), title: z.string() })),
});
export type HelpClass = z.infer<typeof helpClassSchema>;
export const helpClassListSchema = z.array(helpClassSchema);

export const noticePageRequest = pagingSchema.extend({ receiving_type: textInput(30).optional() });
export const noticeItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  is_top: z.number(),
  create_time: z.number(),
});
export type NoticeItem = z.infer<typeof noticeItemSchema>;

// ---- notice and help details, help lists -----------------------------------------------------------
export const noticeInfoRequest = z.object({ id: idInput });
/** A notice with its body; content is platform HTML already sanitised by the server (allow-list). */
export const noticeDetailSchema = noticeItemSchema.extend({ content: z.string() });
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;

/** Help articles of one class (`/cms/help/listother-{class id}`), or of every class when class_id is absent. */
export const helpPageRequest = pagingSchema.extend({ class_id: idInput.optional() });
export const helpItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  class_id: z.number(),
  class_name: z.string(),
  link_address: z.string(),
  create_time: z.number(),
});
export type HelpItem = z.infer<typeof helpItemSchema>;

export const helpInfoRequest = z.object({ id: idInput });
/** A help article; content is sanitised HTML. A non-empty link_address means the article is an outside link. */
export const helpDetailSchema = helpItemSchema.extend({ content: z.string() });
export type HelpDetail = z.infer<typeof helpDetailSchema>;
