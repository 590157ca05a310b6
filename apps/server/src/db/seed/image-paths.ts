/**
 * Where every demo picture lives. Paths are stored relative (`upload/demo/...`); ensureDemoImages writes
 * the file for `upload/demo/x` to `<uploadDir>/demo/x`.
 */
export const DEMO_PREFIX = 'upload/demo/';

export const goodsPicture = (kind: string, brandSlug: string, variant: number) =>
  `${DEMO_PREFIX}goods/${kind}/${brandSlug}-${variant}.jpg`;
export const categoryPicture = (id: number) => `${DEMO_PREFIX}category/${id}.jpg`;
export const brandPicture = (slug: string) => `${DEMO_PREFIX}brand/${slug}.jpg`;
export const shopPicture = (siteId: number, what: 'logo' | 'avatar' | 'banner') =>
  `${DEMO_PREFIX}shop/${siteId}-${what}.jpg`;
export const advPicture = (name: string) => `${DEMO_PREFIX}adv/${name}.jpg`;
export const floorPicture = (name: string) => `${DEMO_PREFIX}floor/${name}.jpg`;
export const avatarPicture = (username: string) => `${DEMO_PREFIX}avatar/${username}.jpg`;
export const linkPicture = (n: number) => `${DEMO_PREFIX}link/${n}.png`;

export const SITE_LOGO = `${DEMO_PREFIX}site/logo.png`;
/** The home pop-up's picture in English (no language) or in another language: its words are drawn on it. */
export const floatLayerPicture = (lang?: string) =>
  `${DEMO_PREFIX}site/float-layer${lang ? `-${lang}` : ''}.jpg`;
export const FLOAT_LAYER_PICTURE = floatLayerPicture();

export const DEFAULT_PICTURES = {
  default_goods_img: `${DEMO_PREFIX}default/goods.png`,
  default_headimg: `${DEMO_PREFIX}default/headimg.png`,
  default_shop_img: `${DEMO_PREFIX}default/shop.png`,
  default_city_img: `${DEMO_PREFIX}default/city.png`,
  default_supply_img: `${DEMO_PREFIX}default/supply.png`,
  default_store_img: `${DEMO_PREFIX}default/store.png`,
  default_category_img: `${DEMO_PREFIX}default/category.png`,
  default_brand_img: `${DEMO_PREFIX}default/brand.png`,
} as const;
