import { z } from './zod.ts';
import { INT4_MAX, intInput } from './input.ts';
import { LANGS } from './constants.ts';

/**
 * Fields every call carries (spec §3). They are read by the platform, not by each route, so route schemas
 * describe only their own fields and these are stripped before a route's schema runs.
 */
export const commonRequestSchema = z.object({
  app_type: z.string().max(20).optional(),
  app_type_name: z.string().max(20).optional(),
  token: z.string().max(2000).optional(),
  website_id: intInput(0, INT4_MAX).optional(),
  lang: z.enum(LANGS).optional(),
});
export type CommonRequest = z.infer<typeof commonRequestSchema>;
export const COMMON_REQUEST_FIELDS = Object.keys(commonRequestSchema.shape);

/** A 0/1 flag of an answer. */
export const flagSchema = z.coerce.number().int().min(0).max(1);

/** A link stored as JSON: the storefront reads `.url`. */
export const linkSchema = z.object({ url: z.string(), title: z.string().optional() }).passthrough();
export type Link = z.infer<typeof linkSchema>;

/** A point in time as unix seconds (up to 2100), as a number or its digits. */
export const unixSecondsSchema = intInput(0, 4_102_444_800);
