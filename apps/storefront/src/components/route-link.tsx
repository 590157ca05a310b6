import type { AnchorHTMLAttributes } from 'react';
import { routeHref } from '../lib/route-links.ts';

/**
 * A link to a storefront route without router hooks, for pages that draw many (goods cards, home floors): a
 * plain <a href> that works as any link (new tab, copy address), and whose plain clicks one listener turns
 * into the router's navigation (lib/route-links.ts, installed by main.tsx). For a link that needs `state` or
 * `replace`, use React Router's Link.
 */
export function RouteLink({ to, ...anchor }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a {...anchor} href={routeHref(to)} data-route-link="" />;
}
