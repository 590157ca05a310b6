import type { site } from '@mall/contracts';
import { imgUrl } from '../../../lib/image.ts';
import { fetchSiteQuery } from '../../../lib/site-data.ts';

export const FLOAT_LAYER_URL = '/api/pc/floatLayer';
const SHOWN_KEY = 'floatLayerShown';

/** Whether the home page's pop-up shows this visit: switched on, with a picture; number '1' on the first visit ever only. */
export function floatLayerDue(data: site.FloatLayer | undefined): data is site.FloatLayer {
  if (!data || data.is_show !== 1 || !data.img_url) return false;
  return !(data.number === '1' && localStorage.getItem(SHOWN_KEY));
}

/** Remembers that the pop-up showed (what number '1' asks). */
export const markFloatLayerShown = () => localStorage.setItem(SHOWN_KEY, '1');

/**
 * On a first load of the home page, asks for the pop-up with the app instead of after the layout renders, and
 * fetches its picture as soon as the answer says it will show: the pop-up is the largest thing the page paints,
 * and it waited ~0.6 s (desktop) to 4 s (Lighthouse's mobile) for the layout's chunks and renders before its
 * read even started. A small answer and one picture, only when the pop-up shows.
 */
export function readFloatLayerEarly(): void {
  fetchSiteQuery<site.FloatLayer>(FLOAT_LAYER_URL)
    .then((data) => {
      if (floatLayerDue(data)) new Image().src = imgUrl(data.img_url);
    })
    .catch(() => undefined);
}
