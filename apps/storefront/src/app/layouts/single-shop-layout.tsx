import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

export function SingleShopLayout({ children }: { children?: ReactNode }) {
  return <div className="layout-single-shop">{children ?? <Outlet />}</div>;
}
