import { z } from './zod.ts';
import { intInput } from './input.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.ts';
import { pageSizeOrAll } from './wire.ts';

export interface Paged<T> {
  count: number;
  page_count: number;
  list: T[];
}

export const pagingSchema = z.object({
  page: intInput(1, 100_000).default(1),
  page_size: intInput(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/** Paging of a list where page_size 0 means everything (facts §6), up to PAGE_SIZE_ALL_MAX rows. */
export const pagingOrAllSchema = pagingSchema.extend({
  page_size: pageSizeOrAll(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
});

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), page_count: z.number().int(), list: z.array(item) });

export function toPaged<T>(list: T[], count: number, pageSize: number): Paged<T> {
  return { count, page_count: Math.ceil(count / pageSize), list };
}
