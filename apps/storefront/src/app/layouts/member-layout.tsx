import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { MemberMenu } from '../../features/site/components/chrome/member-menu.tsx';
import { SiteFooter } from '../../features/site/components/chrome/site-footer.tsx';
import { SiteHeader } from '../../features/site/components/chrome/site-header.tsx';
import { SiteTopBar } from '../../features/site/components/chrome/site-top-bar.tsx';
import '../../styles/chrome-base.css';
import './member-layout.css';

/** The member centre: the menu card on the left, the page on the right. */
export function MemberLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="layout-member mc-layout">
      <SiteTopBar />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="content-width mc-member-body">
        <MemberMenu />
        <div className="mc-member-content">{children ?? <Outlet />}</div>
      </main>
      <SiteFooter />
    </div>
  );
}
