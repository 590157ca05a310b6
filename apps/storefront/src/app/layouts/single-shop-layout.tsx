import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter } from '../../features/site/components/chrome/site-footer.tsx';
import { SiteHeader } from '../../features/site/components/chrome/site-header.tsx';
import { SiteTopBar } from '../../features/site/components/chrome/site-top-bar.tsx';
import '../../styles/chrome-base.css';

/** One shop's own pages: the shop page draws its own strip under the mall header. */
export function SingleShopLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="layout-single-shop mc-layout">
      <SiteTopBar />
      <SiteHeader />
      <main className="mc-main">{children ?? <Outlet />}</main>
      <SiteFooter />
    </div>
  );
}
