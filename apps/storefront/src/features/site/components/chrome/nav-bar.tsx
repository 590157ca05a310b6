import { AppstoreOutlined } from '@ant-design/icons';
import type { site } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, type Location } from 'react-router';
import { useNavList } from '../../api/site-queries.ts';
import { CATEGORY_PANEL_WIDTH, CategoryPanel } from './category-panel.tsx';
import { internalPath, isExternal, SmartLink } from '../../../../components/smart-link.tsx';
import './nav-bar.css';
import { linkUrl } from '../../../../lib/json-text.ts';

/** A navigation item is active when its path matches and every query value it names matches too. */
function isActive(item: site.NavItem, location: Location): boolean {
  const url = linkUrl(item.nav_url);
  if (!url || isExternal(url)) return false;
  const target = new URL(internalPath(url), 'http://x');
  if (target.pathname !== location.pathname) return false;
  const current = new URLSearchParams(location.search);
  return [...target.searchParams].every(([k, v]) => current.get(k) === v);
}

interface NavBarProps {
  /** The main layout keeps the category panel open on the home page; elsewhere it opens on hover. */
  panelAlwaysOpenOnHome?: boolean;
}

/** "All categories" with its panel on the left, the platform's navigation items on the right. */
export function NavBar({ panelAlwaysOpenOnHome = false }: NavBarProps) {
  const { t } = useTranslation('chrome');
  const location = useLocation();
  const { data: nav } = useNavList();
  const [hoverOpen, setHoverOpen] = useState(false);
  const alwaysOpen = panelAlwaysOpenOnHome && location.pathname === '/index';
  const open = alwaysOpen || hoverOpen;
  return (
    <div className="mc-nav">
      <div className="content-width mc-nav-inner">
        <div
          className="mc-all-cats"
          style={{ width: CATEGORY_PANEL_WIDTH }}
          onMouseEnter={() => setHoverOpen(true)}
          onMouseLeave={() => setHoverOpen(false)}
        >
          <button
            type="button"
            className="mc-all-cats-button"
            aria-expanded={open}
            onClick={() => setHoverOpen((v) => !v)}
          >
            <AppstoreOutlined />
            {t('nav.allCategories')}
          </button>
          {open ? (
            <div className="mc-all-cats-panel">
              <CategoryPanel onNavigate={alwaysOpen ? undefined : () => setHoverOpen(false)} />
            </div>
          ) : null}
        </div>
        <nav className="mc-nav-items" aria-label={t('nav.label')}>
          {(nav?.list ?? []).map((item) => (
            <SmartLink
              key={item.id}
              url={linkUrl(item.nav_url)}
              blank={item.is_blank === 1}
              className={isActive(item, location) ? 'mc-nav-item active' : 'mc-nav-item'}
            >
              {item.nav_title}
            </SmartLink>
          ))}
        </nav>
      </div>
    </div>
  );
}
