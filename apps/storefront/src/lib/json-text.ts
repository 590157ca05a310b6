import { fromJsonText, type JsonText, type Link } from '@mall/contracts';

/**
 * The one place the storefront reads the fields the API sends as JSON text (DESIGN §4: sku_spec_format,
 * goods_spec_format, goods_attr_format, nav_url, adv_url, the float layer's url). Text that is empty or not
 * JSON reads as the fallback, so one bad row never breaks a page.
 */
export const readJsonText = <T>(text: JsonText<T> | null | undefined, fallback: T): T =>
  fromJsonText(text, fallback);

const NO_LINK: Link = { url: '' };

/** The address of a link sent as JSON text; '' when it has none. */
export const linkUrl = (text: JsonText<Link> | null | undefined): string => {
  const url = readJsonText(text, NO_LINK).url;
  return typeof url === 'string' ? url : '';
};
