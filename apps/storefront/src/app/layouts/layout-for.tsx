import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { LayoutName } from '../route-table.ts';
import { PageLoading } from '../page-frame.tsx';

type LayoutProps = { children?: ReactNode };

/** Each layout is its own chunk: the member centre's or the login page's chrome is not in the home page's load. */
const LAZY: Record<LayoutName, ComponentType<LayoutProps>> = {
  main: lazy(() => import('./main-layout.tsx').then((m) => ({ default: m.MainLayout }))),
  shop: lazy(() => import('./shop-layout.tsx').then((m) => ({ default: m.ShopLayout }))),
  singleShop: lazy(() => import('./single-shop-layout.tsx').then((m) => ({ default: m.SingleShopLayout }))),
  member: lazy(() => import('./member-layout.tsx').then((m) => ({ default: m.MemberLayout }))),
  auth: lazy(() => import('./auth-layout.tsx').then((m) => ({ default: m.AuthLayout }))),
  blank: lazy(() => import('./blank-layout.tsx').then((m) => ({ default: m.BlankLayout }))),
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
