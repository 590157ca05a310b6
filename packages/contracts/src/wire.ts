import { z } from './zod.ts';

/**
 * Wire conventions of the original system (DESIGN §4): fields it answers as JSON text, and the shapes of
 * input its clients really send (empty strings for "not given", page_size 0 for "everything").
 */

import { parseOrUndefined, type JsonText } from './json-text.ts';

export { fromJsonText, toJsonText, type JsonText } from './json-text.ts';

/** An answer field the original sends as JSON text (facts §6 "JSON string"), whose parsed value fits schema. */
export const jsonText = <S extends z.ZodType>(schema: S) =>
  z.custom<JsonText<z.output<S>>>(
    (v) => typeof v === 'string' && schema.safeParse(parseOrUndefined(v)).success,
    { message: 'expected JSON text of the stated shape' },
  );

/** The original's forms send "" (and sometimes null) for a filter or id left empty: that means "not given". */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** An optional input whose empty string means "not given". */
export const optionalInput = <S extends z.ZodType>(schema: S) =>
  z.preprocess(blankToUndefined, schema.optional());

/**
 * An id where the original lets 0 (or "") stand for "none" or "the platform / every shop" (site_id 0,
 * facts §9.2): answers 0 for those, the id otherwise. Negative, fractional and non-numeric values stay refused.
 */
export const zeroOrId = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 0 : v),
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,10}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(0).max(2_147_483_647)),
);

/** A filter id the original sends as "" or 0 when it is not set: answers undefined for those. */
export const filterId = zeroOrId.transform((n) => (n === 0 ? undefined : n)).optional();

/** Largest page answered when a list is asked for with page_size 0 ("everything", facts §6). */
export const PAGE_SIZE_ALL_MAX = 500;

/**
 * page_size of a list where the facts let 0 mean "everything": 0 becomes PAGE_SIZE_ALL_MAX, other values
 * keep their usual range (1..max).
 */
export const pageSizeOrAll = (max: number, fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .union([
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,4}$/)
          .transform(Number),
      ])
      .pipe(z.number().int().min(0).max(max))
      .transform((n) => (n === 0 ? PAGE_SIZE_ALL_MAX : n))
      .optional()
      .transform((n) => n ?? fallback),
  );
