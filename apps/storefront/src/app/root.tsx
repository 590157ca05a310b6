import type { site } from '@mall/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useWebsiteInfo } from '../lib/site-data.ts';
import { imgUrl } from '../lib/image.ts';
import { isLang, storedLang } from '../lib/i18n.ts';
import { applyLanguage } from '../lib/language.ts';
import { request, setRequestNavigator } from '../lib/request.ts';
import { PageLoading } from '../components/states/page-loading.tsx';
import { ChatHost } from '../features/chat/index.ts';

/** The server may set the language; a shopper's own earlier choice wins (spec §1). */
function useServerDefaultLanguage() {
  const { data } = useQuery({
    queryKey: ['/api/Multilang/getNLangVal'],
    queryFn: () => request<site.LangValue>({ url: '/api/Multilang/getNLangVal', silent: true }),
    enabled: !storedLang(),
    staleTime: Infinity,
  });
  useEffect(() => {
    if (data && isLang(data.lang) && !storedLang()) void applyLanguage(data.lang, false);
  }, [data]);
}

function useFavicon(logo: string | undefined) {
  const location = useLocation();
  useEffect(() => {
    if (!logo) return;
    const link = document.querySelector<HTMLLinkElement>('link#favicon');
    if (link) link.href = imgUrl(logo);
  }, [logo, location.pathname]);
}

/** Wraps every route: closed-site guard, favicon, scroll to top on a new page. */
export function Root() {
  const location = useLocation();
  const navigate = useNavigate();
  const { data: site, isPending } = useWebsiteInfo();
  useServerDefaultLanguage();
  useFavicon(site?.logo);
  useEffect(() => setRequestNavigator((to) => void navigate(to)), [navigate]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  if (isPending && location.pathname !== '/closed') return <PageLoading />;
  if (site && site.web_status === 0 && location.pathname !== '/closed')
    return <Navigate to="/closed" replace />;
  return (
    <>
      <SkipLink />
      <Outlet />
      <ChatHost />
    </>
  );
}

/** The first Tab stop of every page: straight to the page's own content past the chrome (WCAG 2.4.1). */
function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t('skipToContent')}
    </a>
  );
}
