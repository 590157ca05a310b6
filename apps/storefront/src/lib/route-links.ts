/** Where the storefront's routes live (vite's `base`, the router's `basename`). */
export const ROUTE_BASE = '/web';

/** The address of a storefront route: `/sku-7` → `/web/sku-7`. */
export const routeHref = (to: string) => `${ROUTE_BASE}${to.startsWith('/') ? to : `/${to}`}`;

/**
 * The route a click on a route link (components/route-link.tsx) asks for, or null when the browser should follow
 * it itself: another button or a modifier key (a new tab or window), a target, a download, another site, or a
 * click a handler already took.
 */
export function routeOfClick(e: MouseEvent, origin: string): string | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  const link = e.target instanceof Element ? e.target.closest('a[data-route-link]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, origin);
  if (url.origin !== origin || !(url.pathname === ROUTE_BASE || url.pathname.startsWith(`${ROUTE_BASE}/`))) {
    return null;
  }
  return `${url.pathname.slice(ROUTE_BASE.length) || '/'}${url.search}${url.hash}`;
}

/**
 * One listener for every route link of the page: a plain click moves the router instead of loading the page.
 * Route links carry no router hooks, so a page of a hundred goods cards does not make a hundred of React
 * Router's links (useHref, useResolvedPath and a location subscription each: 154 ms of the home page's first
 * load at Lighthouse's 4× CPU slowdown, issue 12). Answers the uninstaller.
 */
export function installRouteLinks(
  navigate: (to: string, options: { replace: boolean }) => void,
  doc: Document = document,
): () => void {
  const onClick = (e: MouseEvent) => {
    const to = routeOfClick(e, doc.location.origin);
    if (to === null) return;
    e.preventDefault();
    // As React Router's Link: a link to the page already shown replaces it rather than stacking it in history.
    const { pathname, search, hash } = doc.location;
    navigate(to, { replace: routeHref(to) === `${pathname}${search}${hash}` });
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
