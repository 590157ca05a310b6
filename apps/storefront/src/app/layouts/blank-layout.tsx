import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

export function BlankLayout({ children }: { children?: ReactNode }) {
  return <div className="layout-blank">{children ?? <Outlet />}</div>;
}
