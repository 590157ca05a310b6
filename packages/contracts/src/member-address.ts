import { z } from './zod.ts';
import { idInput, textInput } from './input.ts';
import { CONSIGNEE_NAME_MAX } from './constants.ts';
import { pagingOrAllSchema } from './paging.ts';
import { optionalInput, zeroOrId } from './wire.ts';
import { ADDRESS_DETAIL_MAX, MEMBER_ADDRESS_MAX, MOBILE_RE, TELEPHONE_RE } from './member-address-terms.ts';

// Kept apart so the storefront can read them without this file's schemas (and zod) in its bundle.
export { ADDRESS_DETAIL_MAX, MEMBER_ADDRESS_MAX, MOBILE_RE, TELEPHONE_RE };

// Markup has no place in a name or an address; refusing it keeps every later renderer (print, SMS) safe.
const plainText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((s) => !/[<>\p{Cc}]/u.test(s), { message: 'must not contain < > or control characters' });

/** A coordinate as a number or its text, within ±limit degrees; 0 and "" mean "no point" and answer "". */
const coordinate = (limit: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d{0,3}(\.\d{1,8})?$/)
        .transform((t) => (t === '' ? 0 : Number(t))),
    ])
    .pipe(z.number().min(-limit).max(limit))
    .transform((n) => (n === 0 ? '' : String(n)))
    .optional()
    .default('');

/** 0/1 as a number or its text; arrays and other shapes are refused (z.coerce would take [] as 0). */
const strictFlagSchema = z
  .union([z.number(), z.enum(['0', '1']).transform(Number)])
  .pipe(z.number().int().min(0).max(1));

const areaIdSchema = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().min(1).max(999_999_999));

export const addressFieldsSchema = z.object({
  name: plainText(CONSIGNEE_NAME_MAX),
  // The format is checked by the server so it answers the spec's text ('phone format is incorrect').
  mobile: textInput(20),
  telephone: textInput(30).optional().default(''),
  province_id: areaIdSchema,
  city_id: areaIdSchema,
  district_id: areaIdSchema,
  address: plainText(ADDRESS_DETAIL_MAX),
  is_default: strictFlagSchema.optional().default(0),
  /** The region names as the form shows them ("浙江省-杭州市-西湖区"); made from the ids when left out. */
  full_address: optionalInput(plainText(255)),
  /** The point a map picked; 0 or "" (the original form's initial value) means none. */
  longitude: coordinate(180),
  latitude: coordinate(90),
  /** A community (city-delivery addon); "" or 0 means none. */
  community_id: zeroOrId.optional().default(0),
});
/** Keys the original form also sends (url: "add" | "edit") are dropped. */
export const addressAddRequest = addressFieldsSchema;
export const addressEditRequest = addressFieldsSchema.extend({ id: idInput });
export type AddressInput = z.infer<typeof addressFieldsSchema>;

export const addressIdRequest = z.object({ id: idInput });
/** memberaddress/info: without an id (the original's add form asks anyway) the answer is null, no address. */
export const addressInfoRequest = z.object({ id: optionalInput(idInput) });
/** page_size 0 lists every address (the original checkout asks so). */
export const addressPageRequest = pagingOrAllSchema;

export const memberAddressSchema = z.object({
  id: z.number(),
  member_id: z.number(),
  name: z.string(),
  mobile: z.string(),
  telephone: z.string(),
  province_id: z.number(),
  city_id: z.number(),
  district_id: z.number(),
  community_id: z.number(),
  address: z.string(),
  full_address: z.string(),
  longitude: z.string(),
  latitude: z.string(),
  is_default: z.number(),
  create_time: z.number(),
});
export type MemberAddress = z.infer<typeof memberAddressSchema>;
