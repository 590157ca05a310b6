import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { FloatLayer } from '../../features/site/components/chrome/float-layer.tsx';
import { NavBar } from '../../features/site/components/chrome/nav-bar.tsx';
import { SideBar } from '../../features/site/components/chrome/side-bar.tsx';
import { SiteFooter } from '../../features/site/components/chrome/site-footer.tsx';
import { SiteHeader } from '../../features/site/components/chrome/site-header.tsx';
import { SiteTopBar } from '../../features/site/components/chrome/site-top-bar.tsx';
import { TopBanner } from '../../features/site/components/chrome/top-banner.tsx';
import '../../styles/chrome-base.css';

/** Home, catalog and promotion pages: the full mall chrome; the category panel stays open on /index. */
export function MainLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="layout-main mc-layout">
      <TopBanner />
      <SiteTopBar />
      <SiteHeader />
      <NavBar panelAlwaysOpenOnHome />
      <main id="main" tabIndex={-1} className="mc-main">
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
      <SideBar />
      <FloatLayer />
    </div>
  );
}
