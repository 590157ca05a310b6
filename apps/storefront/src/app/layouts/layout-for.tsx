import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { LayoutName } from '../route-table.ts';
import { PageLoading } from '../page-frame.tsx';

type LayoutProps = { children?: ReactNode };

/** A layout module with antd's theme around it, both loaded at once (components/antd-scope.tsx). */
const withAntd = (load: () => Promise<ComponentType<LayoutProps>>) =>
  lazy(async () => {
    const [Layout, { AntdScope }] = await Promise.all([load(), import('../../components/antd-scope.tsx')]);
    return {
      default: function ScopedLayout({ children }: LayoutProps) {
        return (
          <AntdScope>
            <Layout>{children}</Layout>
          </AntdScope>
        );
      },
    };
  });

/**
 * Each layout is its own chunk: the member centre's or the login page's chrome is not in the home page's load.
 * The main layout's chrome draws without antd (the home page is under it), so it comes without antd's theme.
 */
const LAZY: Record<LayoutName, ComponentType<LayoutProps>> = {
  main: lazy(() => import('./main-layout.tsx').then((m) => ({ default: m.MainLayout }))),
  shop: withAntd(() => import('./shop-layout.tsx').then((m) => m.ShopLayout)),
  singleShop: withAntd(() => import('./single-shop-layout.tsx').then((m) => m.SingleShopLayout)),
  member: withAntd(() => import('./member-layout.tsx').then((m) => m.MemberLayout)),
  auth: withAntd(() => import('./auth-layout.tsx').then((m) => m.AuthLayout)),
  blank: withAntd(() => import('./blank-layout.tsx').then((m) => m.BlankLayout)),
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
