import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

export function ShopLayout({ children }: { children?: ReactNode }) {
  return <div className="layout-shop">{children ?? <Outlet />}</div>;
}
