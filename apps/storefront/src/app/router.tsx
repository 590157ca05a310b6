import { createBrowserRouter, Navigate, useLocation, useSearchParams, type RouteObject } from 'react-router';
import { LAYOUTS } from './layouts/layout-for.tsx';
import { PageFrame } from './page-frame.tsx';
import { Root } from './root.tsx';
import { prefixedParts } from '../lib/prefixed-path.ts';
import { PrefixedParams } from '../lib/use-prefixed-param.ts';
import { matchPrefixed, NOT_FOUND_PAGE, PAGES, type LayoutName } from './route-table.ts';

const NO_PARAMS: Readonly<Record<string, string>> = {};

/** Paths with a parameter glued to a prefix (`sku-12`) and anything unknown (404) land here. */
function PrefixedOrNotFound() {
  const path = useLocation().pathname.replace(/^\//, '');
  const match = matchPrefixed(path);
  const entry = match?.entry ?? NOT_FOUND_PAGE;
  const Layout = LAYOUTS[entry.layout];
  // The layout and the page read the path's parameter through usePrefixedParam (lib/use-prefixed-param.ts).
  return (
    <PrefixedParams value={match?.params ?? NO_PARAMS}>
      <Layout>
        <PageFrame key={path} entry={entry} />
      </Layout>
    </PrefixedParams>
  );
}

/** The shop goods list needs a shop; without one the shopper goes to the shop street (spec §2). */
function ShopListGuard() {
  const [params] = useSearchParams();
  const entry = PAGES.find((p) => p.path === 'shop_list')!;
  return params.get('site_id') ? <PageFrame entry={entry} /> : <Navigate to="/street" replace />;
}

function layoutRoute(layout: LayoutName): RouteObject {
  const Layout = LAYOUTS[layout];
  return {
    element: <Layout />,
    children: PAGES.filter((p) => p.layout === layout && !prefixedParts(p.path)).map((entry) => ({
      path: entry.path,
      element: entry.path === 'shop_list' ? <ShopListGuard /> : <PageFrame key={entry.path} entry={entry} />,
    })),
  };
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { index: true, element: <Navigate to="/index" replace /> },
      { path: 'member', element: <Navigate to="/member/index" replace /> },
      ...(['main', 'shop', 'singleShop', 'member', 'auth', 'blank'] as const).map(layoutRoute),
      { path: '*', element: <PrefixedOrNotFound /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes, { basename: '/web' });
