import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { routeFirstLoads, routeModules, type RouteLoad } from './first-load.ts';
import { REPO_ROOT } from './server.ts';

export interface FirstLoads {
  routes: RouteLoad[];
  home: RouteLoad;
}

interface RouteTable {
  PAGES: { path: string; layout: string; load?: unknown }[];
  NOT_FOUND_PAGE: { path: string; layout: string; load?: unknown };
}

/**
 * Every storefront route's first-load JavaScript in a build (`apps/storefront/dist`). The route table is read
 * as the storefront declares it (Node strips its types; the page modules it names are never loaded here).
 */
export async function storefrontFirstLoads(distDir: string): Promise<FirstLoads> {
  const table = path.join(REPO_ROOT, 'apps/storefront/src/app/route-table.ts');
  const { PAGES, NOT_FOUND_PAGE } = (await import(pathToFileURL(table).href)) as RouteTable;
  const routes = routeFirstLoads(distDir, routeModules([...PAGES, NOT_FOUND_PAGE]));
  const home = routes.find((r) => r.path === 'index');
  if (!home) throw new Error('the route table has no home page (index)');
  return { routes, home };
}
