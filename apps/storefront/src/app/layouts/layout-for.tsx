import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { LayoutName } from '../route-table.ts';
import { PageLoading } from '../../components/states/page-loading.tsx';

type LayoutProps = { children?: ReactNode };

/**
 * Each layout is its own chunk: the member centre's or the login page's chrome is not in the home page's load.
 */
export const LAYOUT_LOADERS = {
  main: () => import('./main-layout.tsx').then((m) => m.MainLayout),
  shop: () => import('./shop-layout.tsx').then((m) => m.ShopLayout),
  singleShop: () => import('./single-shop-layout.tsx').then((m) => m.SingleShopLayout),
  member: () => import('./member-layout.tsx').then((m) => m.MemberLayout),
  auth: () => import('./auth-layout.tsx').then((m) => m.AuthLayout),
  blank: () => import('./blank-layout.tsx').then((m) => m.BlankLayout),
} satisfies Record<LayoutName, () => Promise<ComponentType<LayoutProps>>>;

const LAZY: Record<LayoutName, ComponentType<LayoutProps>> = {
  main: lazy(() => LAYOUT_LOADERS.main().then((Layout) => ({ default: Layout }))),
  shop: lazy(() => LAYOUT_LOADERS.shop().then((Layout) => ({ default: Layout }))),
  singleShop: lazy(() => LAYOUT_LOADERS.singleShop().then((Layout) => ({ default: Layout }))),
  member: lazy(() => LAYOUT_LOADERS.member().then((Layout) => ({ default: Layout }))),
  auth: lazy(() => LAYOUT_LOADERS.auth().then((Layout) => ({ default: Layout }))),
  blank: lazy(() => LAYOUT_LOADERS.blank().then((Layout) => ({ default: Layout }))),
};

const withSuspense = (Layout: ComponentType<LayoutProps>) =>
  function SuspendedLayout({ children }: LayoutProps) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Layout>{children}</Layout>
      </Suspense>
    );
  };

export const LAYOUTS: Record<LayoutName, (props: LayoutProps) => ReactNode> = {
  main: withSuspense(LAZY.main),
  shop: withSuspense(LAZY.shop),
  singleShop: withSuspense(LAZY.singleShop),
  member: withSuspense(LAZY.member),
  auth: withSuspense(LAZY.auth),
  blank: withSuspense(LAZY.blank),
};
