import { Button, Result } from 'antd';
import {
  createElement,
  lazy,
  Suspense,
  useEffect,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { useSession } from '../lib/session.ts';
import { PageLoading } from './page-loading.tsx';
import { mayOpen, PAGES, type ConsolePage } from './route-table.ts';

/** One lazy component per page, made once: a module loads on the first visit to its route. */
const PAGE_COMPONENTS = new Map<ConsolePage, LazyExoticComponent<ComponentType>>(
  PAGES.map((page) => [page, lazy(() => page.load().then((m) => ({ default: m.Page })))]),
);

function useDocumentTitle(titleKey: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t(`routes:${titleKey}`)} - ${t('common:consoleName')}`;
  }, [t, titleKey]);
}

/** A page the session may not open: another console's page, or a call the role table keeps from its role. */
function Forbidden({ page, otherAudience }: { page: ConsolePage; otherAudience: boolean }) {
  const { t } = useTranslation();
  const login = `/login?audience=${page.audience}`;
  return (
    <Result
      status="403"
      title={t('common:forbidden.title')}
      subTitle={otherAudience ? t(`common:forbidden.audience.${page.audience}`) : t('common:forbidden.role')}
      extra={
        otherAudience ? (
          <Link to={login}>
            <Button type="primary">{t(`common:forbidden.login.${page.audience}`)}</Button>
          </Link>
        ) : (
          <Link to="/">
            <Button type="primary">{t('common:backHome')}</Button>
          </Link>
        )
      }
    />
  );
}

/** Renders one page of the route table: login and role guard, document title, lazy module. */
export function PageFrame({ page }: { page: ConsolePage }) {
  const session = useSession();
  const location = useLocation();
  useDocumentTitle(page.title);
  if (!session) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?audience=${page.audience}&redirect=${redirect}`} replace />;
  }
  if (session.audience !== page.audience) return <Forbidden page={page} otherAudience />;
  if (!mayOpen(session.role, page)) return <Forbidden page={page} otherAudience={false} />;
  return <Suspense fallback={<PageLoading />}>{createElement(PAGE_COMPONENTS.get(page)!)}</Suspense>;
}
