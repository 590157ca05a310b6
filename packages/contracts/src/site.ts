import { z } from './zod.ts';
import { intInput, textInput } from './input.ts';
import { pagedSchema, pagingSchema } from './paging.ts';
import { flagSchema, linkSchema } from './request.ts';
import { LANGS } from './constants.ts';
import { jsonText } from './wire.ts';

// ---- requests -------------------------------------------------------------------------------------
export const emptyRequest = z.object({});
export const advDetailRequest = z.object({ keyword: textInput(60).min(1) });
export const listPageRequest = pagingSchema;
export const hotShopRequest = z.object({ limit: intInput(1, 50).default(10) });
export const addonRequest = z.object({ name: textInput(30).optional() });

// ---- responses ------------------------------------------------------------------------------------
export const websiteInfoSchema = z.object({
  website_id: z.number(),
  site_name: z.string(),
  title: z.string(),
  logo: z.string(),
  desc: z.string(),
  keywords: z.string(),
  web_status: flagSchema,
  close_reason: z.string(),
  wap_status: flagSchema,
  web_qrcode: z.string(),
  web_email: z.string(),
  web_phone: z.string(),
  money_symbol: z.string(),
});
export type WebsiteInfo = z.infer<typeof websiteInfoSchema>;

export const copyrightSchema = z.object({
  logo: z.string(),
  company_name: z.string(),
  copyright_link: z.string(),
  copyright_desc: z.string(),
  icp: z.string(),
  gov_record: z.string(),
  gov_url: z.string(),
  market_supervision_url: z.string(),
});
export type Copyright = z.infer<typeof copyrightSchema>;

const qrTargetSchema = z.object({
  status: z.number(),
  url: z.string(),
  /** The QR picture's relative path under /upload ("upload/qrcode/….png"), made once. */
  img: z.string(),
  message: z.string(),
});
export const wapQrcodeSchema = z.object({ path: z.object({ h5: qrTargetSchema }) });
export type WapQrcode = z.infer<typeof wapQrcodeSchema>;

export const DEFAULT_IMAGE_KEYS = [
  'default_goods_img',
  'default_headimg',
  'default_shop_img',
  'default_city_img',
  'default_supply_img',
  'default_store_img',
  'default_category_img',
  'default_brand_img',
] as const;
export const defaultImagesSchema = z.object(
  Object.fromEntries(DEFAULT_IMAGE_KEYS.map((k) => [k, z.string()])) as Record<
    (typeof DEFAULT_IMAGE_KEYS)[number],
    z.ZodString
  >,
);
export type DefaultImages = z.infer<typeof defaultImagesSchema>;

export const advSchema = z.object({
  adv_id: z.number(),
  adv_title: z.string(),
  ap_id: z.number(),
  /** JSON text of a link object (facts §6: the original client JSON.parses it and reads .url). */
  adv_url: jsonText(linkSchema),
  adv_image: z.string(),
  slide_sort: z.number(),
  background: z.string(),
});
export const advPositionSchema = z.object({
  ap_id: z.number(),
  ap_name: z.string(),
  ap_intro: z.string(),
  ap_height: z.number(),
  ap_width: z.number(),
  default_content: z.string(),
  ap_background_color: z.string(),
  type: z.number(),
  keyword: z.string(),
});
export const advDetailSchema = z.object({ adv_position: advPositionSchema, adv_list: z.array(advSchema) });
export type Adv = z.infer<typeof advSchema>;
export type AdvDetail = z.infer<typeof advDetailSchema>;

export const shopServiceSchema = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  desc: z.string(),
  icon: z.string(),
});
export type ShopService = z.infer<typeof shopServiceSchema>;

export const servicerConfigSchema = z.object({
  type: z.enum(['disable', 'system', 'third']),
  third: z.string(),
  applet: flagSchema,
  /** The chat socket's address (the mall's own /ws unless CHAT_SOCKET_URL names another). */
  socket_url: z.string(),
  /** The client's text `ping` every this many ms; 0: no heartbeat (facts §7 Config.pingInterval). */
  ping_interval: z.number(),
});
export type ServicerConfig = z.infer<typeof servicerConfigSchema>;

export const friendlyLinkSchema = z.object({
  id: z.number(),
  link_title: z.string(),
  link_url: z.string(),
  link_pic: z.string(),
  link_sort: z.number(),
  is_blank: flagSchema,
});
export const friendlyLinkPageSchema = pagedSchema(friendlyLinkSchema);
export type FriendlyLink = z.infer<typeof friendlyLinkSchema>;

export const navItemSchema = z.object({
  id: z.number(),
  nav_title: z.string(),
  /** JSON text of a link object (facts §6: parse, then .url). */
  nav_url: jsonText(linkSchema),
  sort: z.number(),
  is_blank: flagSchema,
  nav_icon: z.string(),
});
export const navPageSchema = pagedSchema(navItemSchema);
export type NavItem = z.infer<typeof navItemSchema>;

export const langValueSchema = z.object({ lang: z.enum(LANGS), langs: z.array(z.enum(LANGS)) });
export type LangValue = z.infer<typeof langValueSchema>;

export const categoryConfigSchema = z.object({
  category: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  img: flagSchema,
});
export type CategoryConfig = z.infer<typeof categoryConfigSchema>;

export const searchWordsSchema = z.object({ words: z.string() });
export type SearchWords = z.infer<typeof searchWordsSchema>;

/** The float layer as the platform stores it (PC_FLOAT_LAYER): its link as an object. */
export const floatLayerStoredSchema = z.object({
  title: z.string(),
  url: linkSchema,
  is_show: flagSchema,
  /** '1': show on the first visit only; '0': every visit. */
  number: z.enum(['0', '1']),
  img_url: z.string(),
});
/** /api/pc/floatLayer: url is the JSON text of the link (facts §6 "JSON link string"). */
export const floatLayerSchema = floatLayerStoredSchema.extend({ url: jsonText(linkSchema) });
export type FloatLayer = z.infer<typeof floatLayerSchema>;

export const addonFlagsSchema = z.record(z.string(), flagSchema);
export type AddonFlags = z.infer<typeof addonFlagsSchema>;
