import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

export function AuthLayout({ children }: { children?: ReactNode }) {
  return <div className="layout-auth">{children ?? <Outlet />}</div>;
}
