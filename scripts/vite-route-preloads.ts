import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { routeModules, routePreloads as preloadsOf } from '../bench/first-load.ts';

/** Where the server looks for the list (platform/static-files.ts), beside vite's manifest. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

interface RouteTable {
  PAGES: { path: string; layout: string; load?: unknown; messages?: false; antd?: false }[];
  NOT_FOUND_PAGE: { path: string; layout: string; load?: unknown };
}

/**
 * Writes, after the build, each storefront route's chunks that index.html does not already preload
 * (bench/first-load.ts `routePreloads`), for the server to name in that route's HTML. A first visit on a phone
 * network then fetches the page's chunks beside the entry instead of one round trip and the entry's run later.
 */
export function routePreloads(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'mall-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // Read as the storefront declares it (Node strips its types; the page modules it names are never loaded).
      const table = pathToFileURL(path.join(root, 'src/app/route-table.ts')).href;
      const { PAGES, NOT_FOUND_PAGE } = (await import(table)) as RouteTable;
      const list = preloadsOf(outDir, routeModules([...PAGES, NOT_FOUND_PAGE]));
      fs.writeFileSync(path.join(outDir, ROUTE_PRELOADS_FILE), `${JSON.stringify(list)}\n`);
    },
  };
}
