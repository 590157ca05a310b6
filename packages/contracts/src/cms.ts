import { z } from 'zod';
import { pagingSchema } from './paging.ts';
import { strictIdSchema } from './shop.ts';

export const helpClassListRequest = z.object({ site_id: z.coerce.number().int().min(0).default(0) }).strict();
export const helpClassSchema = z.object({
  class_id: z.number(),
  class_name: z.string(),
  child_list: z.array(z.object({ id: z.number(), title: z.string() })),
});
export type HelpClass = z.infer<typeof helpClassSchema>;
export const helpClassListSchema = z.array(helpClassSchema);

export const noticePageRequest = pagingSchema
  .extend({ receiving_type: z.string().max(30).optional() })
  .strict();
export const noticeItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  is_top: z.number(),
  create_time: z.number(),
});
export type NoticeItem = z.infer<typeof noticeItemSchema>;

// ---- notice and help details, help lists -----------------------------------------------------------
export const noticeInfoRequest = z.object({ id: strictIdSchema }).strict();
/** A notice with its body; content is platform HTML already sanitised by the server (allow-list). */
export const noticeDetailSchema = noticeItemSchema.extend({ content: z.string() });
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;

/** Help articles of one class (`/cms/help/listother-{class id}`), or of every class when class_id is absent. */
export const helpPageRequest = pagingSchema.extend({ class_id: strictIdSchema.optional() }).strict();
export const helpItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  class_id: z.number(),
  class_name: z.string(),
  link_address: z.string(),
  create_time: z.number(),
});
export type HelpItem = z.infer<typeof helpItemSchema>;

export const helpInfoRequest = z.object({ id: strictIdSchema }).strict();
/** A help article; content is sanitised HTML. A non-empty link_address means the article is an outside link. */
export const helpDetailSchema = helpItemSchema.extend({ content: z.string() });
export type HelpDetail = z.infer<typeof helpDetailSchema>;
