import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SiteLogo } from '../../features/site/components/chrome/site-logo.tsx';
import '../../styles/chrome-base.css';
import './blank-layout.css';

/** Pages outside the mall chrome (site closed, not found): the logo over the content on the grey page. */
export function BlankLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="layout-blank mc-layout mc-blank">
      <div className="mc-blank-logo">
        <SiteLogo />
      </div>
      <main id="main" tabIndex={-1} className="mc-blank-main">
        {children ?? <Outlet />}
      </main>
    </div>
  );
}
