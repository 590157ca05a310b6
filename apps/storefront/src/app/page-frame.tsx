import { Spin } from 'antd';
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useWebsiteInfo } from '../features/site/api/site-queries.ts';
import { getToken } from '../lib/session.ts';
import { ComingSoonPage } from './coming-soon-page.tsx';
import type { PageEntry } from './route-table.ts';

const lazyPages = new Map<PageEntry, LazyExoticComponent<ComponentType>>();

function pageComponent(entry: PageEntry): ComponentType {
  const { load } = entry;
  if (!load) return ComingSoonPage;
  let page = lazyPages.get(entry);
  if (!page) {
    page = lazy(() => load().then((m) => ({ default: m.Page })));
    lazyPages.set(entry, page);
  }
  return page;
}

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
  const Page = pageComponent(entry);
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}
