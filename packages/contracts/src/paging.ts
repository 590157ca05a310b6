import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.ts';

export interface Paged<T> {
  count: number;
  page_count: number;
  list: T[];
}

export const pagingSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), page_count: z.number().int(), list: z.array(item) });

export function toPaged<T>(list: T[], count: number, pageSize: number): Paged<T> {
  return { count, page_count: Math.ceil(count / pageSize), list };
}
