import fs from 'node:fs';
import path from 'node:path';

/** Written by the storefront's build (scripts/vite-route-preloads.ts): each route's chunks beyond index.html's. */
const PRELOADS_FILE = '.vite/route-preloads.json';

interface RoutePreload {
  /** As in the storefront's route table: `cart`, `member/index`, or a prefixed pattern like `sku-:sku_id`. */
  path: string;
  /** Paths under the build folder (`assets/cart-page-x.js`). */
  files: string[];
}

/** `sku-:sku_id` → `sku-`; the same patterns as the storefront's lib/prefixed-path.ts. */
const PREFIXED = /^(.*?[A-Za-z_]+-):\w+$/;
/** What a prefixed route's parameter may be (lib/prefixed-path.ts). */
const PARAM = /^[\w-]+$/;
const SAFE_FILE = /^assets\/[\w.-]+\.js$/;

function readPreloads(dist: string): RoutePreload[] {
  const file = path.join(dist, PRELOADS_FILE);
  if (!fs.existsSync(file)) return [];
  const list = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (r): r is RoutePreload =>
      typeof r?.path === 'string' &&
      Array.isArray(r.files) &&
      r.files.every((f: unknown) => typeof f === 'string' && SAFE_FILE.test(f)),
  );
}

/**
 * The SPA's HTML for a path under its base: index.html with modulepreload links for the route's own chunks, so
 * the browser fetches them beside the entry (on a phone network each wave of chunks costs a round trip; issue
 * 12). Every variant is made once at start. A path no route matches, or a build without the list, gets
 * index.html as it is, and the storefront loads what it needs as before.
 */
export function routeHtml(html: string, dist: string, base: string): (subPath: string) => string {
  const withLinks = (files: string[]) =>
    html.replace(
      '</head>',
      `${files.map((f) => `<link rel="modulepreload" crossorigin href="${base}/${f}">`).join('')}</head>`,
    );
  const exact = new Map<string, string>();
  const prefixed: { fixed: string; html: string }[] = [];
  for (const route of readPreloads(dist)) {
    const fixed = PREFIXED.exec(route.path)?.[1];
    if (fixed) prefixed.push({ fixed, html: withLinks(route.files) });
    else exact.set(route.path, withLinks(route.files));
  }
  // Longer fixed parts first: `promotion/topic-goods-12` is the topic-goods page, not the topic page.
  prefixed.sort((a, b) => b.fixed.length - a.fixed.length);
  return (subPath) => {
    const route = subPath.replace(/\/+$/, '') || 'index';
    const found = exact.get(route);
    if (found) return found;
    for (const p of prefixed) {
      if (route.startsWith(p.fixed) && PARAM.test(route.slice(p.fixed.length))) return p.html;
    }
    return html;
  };
}
