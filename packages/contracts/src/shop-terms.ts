/** Shop constants the storefront reads at run time; no schema here, so reading them brings no zod along. */

/** The shop street's orders ('' is the default: the platform's own ranking). */
export const SHOP_PAGE_ORDERS = ['', 'shop_sales', 'shop_desccredit'] as const;

/** The service guarantee flags of a shop profile, in the order the shop page shows them. */
export const SHOP_SERVICE_FLAGS = [
  'shop_qtian',
  'shop_zhping',
  'shop_erxiaoshi',
  'shop_tuihuo',
  'shop_shiyong',
  'shop_shiti',
  'shop_xiaoxie',
] as const;
