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
import type { Lang } from '@mall/contracts';
import { i18n as appI18n, loadPageMessages } from '../lib/i18n.ts';
import { useWebsiteInfo } from '../lib/site-data.ts';
import { getToken } from '../lib/session.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { NOT_FOUND_PAGE, PAGES, type PageEntry } from './route-table.ts';
import { PageLoading } from '../components/states/page-loading.tsx';

const loadComingSoon = () =>
  import('./coming-soon-page.tsx').then((m) => ({ Page: m.ComingSoonPage as ComponentType }));

type PageNeeds = Pick<PageEntry, 'messages'>;

/** A page module loaded with the messages of the pages, unless `messages: false` (locales/index.ts). */
const loadPage =
  (load: () => Promise<{ Page: ComponentType }>, needs: PageNeeds) =>
  async (): Promise<{ default: ComponentType }> => {
    const [{ Page }] = await Promise.all([
      load(),
      needs.messages === false ? null : loadPageMessages(appI18n.language as Lang),
    ]);
    return { default: Page };
  };

/** One lazy component per page, made once: a module loads on the first visit to its route. */
const PAGE_COMPONENTS = new Map<PageEntry, LazyExoticComponent<ComponentType>>(
  [...PAGES, NOT_FOUND_PAGE].map((entry) => {
    return [entry, lazy(loadPage(entry.load ?? loadComingSoon, entry))];
  }),
);
const COMING_SOON = lazy(loadPage(loadComingSoon, {}));

/** After each navigation the title becomes `{page title} - {site name}` (spec §2). */
function useDocumentTitle(titleKey: string) {
  const { t, i18n } = useTranslation('routes');
  const { data: site } = useWebsiteInfo();
  useEffect(() => {
    const page = t(titleKey);
    document.title = site?.site_name ? `${page} - ${site.site_name}` : page;
  }, [t, titleKey, site?.site_name, i18n.language]);
  useEffect(() => {
    // The operator's site description, for search results and link previews.
    if (!site?.desc) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = site.desc;
  }, [site?.desc]);
}

/**
 * On a page drawn without the page messages (`messages: false`: home), they are fetched once the browser is idle, so the next page
 * opens without waiting for them.
 */
function usePageMessagesWhenIdle(wanted: boolean) {
  useEffect(() => {
    if (!wanted) return;
    return whenIdle(() => void loadPageMessages(appI18n.language as Lang).catch(() => undefined), 3000, 1500);
  }, [wanted]);
}

/** Renders one page of the route table: login guard, document title, lazy module. */
export function PageFrame({ entry }: { entry: PageEntry }) {
  const location = useLocation();
  useDocumentTitle(entry.title);
  usePageMessagesWhenIdle(entry.messages === false);
  if (entry.auth && !getToken()) {
    const redirect = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  const Page = PAGE_COMPONENTS.get(entry) ?? COMING_SOON;
  return <Suspense fallback={<PageLoading />}>{createElement(Page)}</Suspense>;
}
