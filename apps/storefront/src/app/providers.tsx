import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, message } from 'antd';
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Lang } from '@mall/contracts';
import { i18n } from '../lib/i18n.ts';
import { antdLocale, applyLanguage } from '../lib/language.ts';
import { queryClient } from '../lib/query-client.ts';
import { setToastInstance } from '../lib/toast.ts';
import { cssVariables, theme } from '../lib/theme.ts';

/**
 * antd's message hook instead of its `App` wrapper: App brings modal and notification into the first load of
 * every page; the few pages that confirm use Modal.useModal themselves.
 */
function Toasts() {
  const [api, holder] = message.useMessage({ maxCount: 1 });
  useEffect(() => setToastInstance(api), [api]);
  return holder;
}

function LocalisedAntd({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  const lang = current.language as Lang;
  useEffect(() => void applyLanguage(lang, false), [lang]);
  return (
    // Without this antd puts a space between two CJK characters in buttons (DESIGN §2).
    <ConfigProvider theme={theme} locale={antdLocale(lang)} button={{ autoInsertSpace: false }}>
      <div className="app-root" style={cssVariables as CSSProperties}>
        <Toasts />
        {children}
      </div>
    </ConfigProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LocalisedAntd>{children}</LocalisedAntd>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
