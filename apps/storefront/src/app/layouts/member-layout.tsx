import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

export function MemberLayout({ children }: { children?: ReactNode }) {
  return <div className="layout-member">{children ?? <Outlet />}</div>;
}
