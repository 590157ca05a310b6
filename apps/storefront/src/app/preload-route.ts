import { readChromeEarly } from '../features/site/index.ts';
import { LAYOUT_LOADERS } from './layouts/layout-for.tsx';
import { matchPrefixed, NOT_FOUND_PAGE, PAGES } from './route-table.ts';

/**
 * Starts downloading the first page's layout and page chunks while the
 * language's messages load, instead of one after another once React renders them: the lazy components reuse
 * these same imports. `path` is the location under /web without the leading slash.
 */
export function preloadRoute(path: string): void {
  const entry = PAGES.find((p) => p.path === path) ?? matchPrefixed(path)?.entry ?? NOT_FOUND_PAGE;
  void LAYOUT_LOADERS[entry.layout]().catch(() => undefined);
  void entry.load?.().catch(() => undefined);
  readChromeEarly(entry.layout, path);
}
