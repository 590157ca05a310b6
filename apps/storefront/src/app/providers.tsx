import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Lang } from '@mall/contracts';
import { i18n } from '../lib/i18n.ts';
import { applyLanguage } from '../lib/language.ts';
import { queryClient } from '../lib/query-client.ts';
import { onToastChange, toastsWanted } from '../lib/toast.ts';
import { cssVariables } from '../lib/theme.ts';

const LazyToasts = lazy(() => import('./toasts.tsx').then((m) => ({ default: m.Toasts })));

/** The toasts' holder (app/toasts.tsx), fetched with the first toast: most visits never show one. */
function Toasts() {
  const wanted = useSyncExternalStore(onToastChange, toastsWanted, toastsWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <LazyToasts />
    </Suspense>
  ) : null;
}

/** The page's language follows i18n; the theme's colours reach every stylesheet as CSS variables. */
function Localised({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  const lang = current.language as Lang;
  useEffect(() => void applyLanguage(lang, false), [lang]);
  return (
    <div className="app-root" style={cssVariables as CSSProperties}>
      <Toasts />
      {children}
    </div>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Localised>{children}</Localised>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
