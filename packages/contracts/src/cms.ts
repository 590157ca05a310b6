import { z } from 'zod';
import { pagingSchema } from './paging.ts';

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
