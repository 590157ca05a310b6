import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { NavBar } from '../../features/site/components/chrome/nav-bar.tsx';
import { SideBar } from '../../features/site/components/chrome/side-bar.tsx';
import { SiteFooter } from '../../features/site/components/chrome/site-footer.tsx';
import { SiteHeader } from '../../features/site/components/chrome/site-header.tsx';
import { SiteTopBar } from '../../features/site/components/chrome/site-top-bar.tsx';
import '../../styles/chrome-base.css';

/** Shop pages and the help centre: the category-based header, with the panel opening on hover. */
export function ShopLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="layout-shop mc-layout">
      <SiteTopBar />
      <SiteHeader />
      <NavBar />
      <main className="mc-main">{children ?? <Outlet />}</main>
      <SiteFooter />
      <SideBar />
    </div>
  );
}
