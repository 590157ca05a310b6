import { Spin } from 'antd';
import {
  createElement,
  lazy,
  Suspense,
  useEffect,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useWebsiteInfo } from '../lib/site-data.ts';
import { getToken } from '../lib/session.ts';
import { ComingSoonPage } from './coming-soon-page.tsx';
import { NOT_FOUND_PAGE, PAGES, type PageEntry } from './route-table.ts';

/** One lazy component per page, made once: a module loads on the first visit to its route. */
const PAGE_COMPONENTS = new Map<PageEntry, ComponentType | LazyExoticComponent<ComponentType>>(
  [...PAGES, NOT_FOUND_PAGE].map((entry) => {
    const { load } = entry;
    return [entry, load ? lazy(() => load().then((m) => ({ default: m.Page }))) : ComingSoonPage];
  }),
);

/** After each navigation the title becomes `{page title} - {site name}` (spec §2). */
function useDocumentTitle(titleKey: string) {
  const { t, i18n } = useTranslation('routes');
  const { data: site } = useWebsiteInfo();
  useEffect(() => {
    const page = t(titleKey);
    document.title = site?.site_name ? `${page} - ${site.site_name}` : page;
  }, [t, titleKey, site?.site_name, i18n.language]);
}

export const PageLoading = () => (
  <div style={{ padding: 80, textAlign: 'center' }}>
    <Spin size="large" />
  </div>
);

/** Renders one page of the route table: login guard, document title, lazy module. */
export function PageFrame({ entry }: { entry: PageEntry }) {
  const location = useLocation();
  useDocumentTitle(entry.title);
  if (entry.auth && !getToken()) {
    const redirect = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  const Page = PAGE_COMPONENTS.get(entry) ?? ComingSoonPage;
  return <Suspense fallback={<PageLoading />}>{createElement(Page)}</Suspense>;
}
