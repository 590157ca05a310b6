import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useWebsiteInfo } from '../../lib/site-data.ts';
import { LanguageSwitch } from '../../features/site/components/chrome/language-switch.tsx';
import { CopyrightBlock } from '../../features/site/components/chrome/site-footer.tsx';
import { SiteLogo } from '../../features/site/components/chrome/site-logo.tsx';
import '../../styles/chrome-base.css';
import './auth-layout.css';

const WELCOME: Record<string, string> = {
  '/login': 'auth.welcomeLogin',
  '/register': 'auth.welcomeRegister',
  '/find_pass': 'auth.welcomeFindPass',
};

/** Login, registration and password recovery: a slim header, the form centred, the copyright below. */
export function AuthLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('chrome');
  const { pathname } = useLocation();
  const { data: site } = useWebsiteInfo();
  return (
    <div className="layout-auth mc-layout">
      <header className="mc-auth-header">
        <div className="content-width mc-auth-header-inner">
          <SiteLogo />
          <span className="mc-auth-welcome">
            {t(WELCOME[pathname] ?? 'auth.welcome', { site: site?.site_name ?? '' })}
          </span>
          <Link to="/index" className="mc-auth-home">
            {t('auth.backHome')}
          </Link>
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mc-auth-main">
        {children ?? <Outlet />}
      </main>
      <footer className="mc-auth-footer" data-testid="site-footer">
        <CopyrightBlock />
      </footer>
    </div>
  );
}
