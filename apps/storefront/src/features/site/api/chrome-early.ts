import { ADV_KEYWORDS, TOP_BANNER_MAX_CLOSES, type site } from '@mall/contracts';
import { imgUrl } from '../../../lib/image.ts';
import { fetchAdv, fetchSiteQuery } from '../../../lib/site-data.ts';

/*
 * The first load of a page asks for the adverts the layout will show (the top banner of main-layout pages, the
 * home page's pop-up) with the app, instead of after the layout's chunks have arrived and rendered, and fetches
 * a picture as soon as its answer says it will show. Those pictures are the largest paints of the home page
 * (the pop-up), the goods list and the cart (the banner): Lighthouse's LCP waited on reads that had not started.
 */

export const FLOAT_LAYER_URL = '/api/pc/floatLayer';
const SHOWN_KEY = 'floatLayerShown';
const CLOSES_KEY = 'topBannerCloses';

/** Whether the home page's pop-up shows this visit: switched on, with a picture; number '1' on the first visit ever only. */
export function floatLayerDue(data: site.FloatLayer | undefined): data is site.FloatLayer {
  if (!data || data.is_show !== 1 || !data.img_url) return false;
  return !(data.number === '1' && localStorage.getItem(SHOWN_KEY));
}

/** Remembers that the pop-up showed (what number '1' asks). */
export const markFloatLayerShown = () => localStorage.setItem(SHOWN_KEY, '1');

/** How often the shopper closed the top banner (it stays away after TOP_BANNER_MAX_CLOSES). */
export function topBannerCloses(): number {
  const n = Number(localStorage.getItem(CLOSES_KEY));
  return Number.isFinite(n) && n > 0 ? n : 0;
}

export const countTopBannerClose = () => localStorage.setItem(CLOSES_KEY, String(topBannerCloses() + 1));

const fetchPicture = (path: string | undefined) => {
  if (path) new Image().src = imgUrl(path);
};

/** `layout` and `path` of the first page (path under /web without the leading slash). */
export function readChromeEarly(layout: string, path: string): void {
  if (layout === 'main' && topBannerCloses() < TOP_BANNER_MAX_CLOSES) {
    fetchAdv(ADV_KEYWORDS.topBanner)
      .then((data) => fetchPicture(data.adv_list[0]?.adv_image))
      .catch(() => undefined);
  }
  if (path === 'index') {
    fetchSiteQuery<site.FloatLayer>(FLOAT_LAYER_URL)
      .then((data) => fetchPicture(floatLayerDue(data) ? data.img_url : undefined))
      .catch(() => undefined);
  }
}
