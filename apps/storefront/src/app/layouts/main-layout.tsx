import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

export function MainLayout({ children }: { children?: ReactNode }) {
  return <div className="layout-main">{children ?? <Outlet />}</div>;
}
