import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Lang } from '@mall/contracts';
import { i18n } from '../lib/i18n.ts';
import { ANTD_LOCALES, applyLanguage } from '../lib/language.ts';
import { queryClient } from '../lib/query-client.ts';
import { setToastInstance } from '../lib/toast.ts';
import { cssVariables, theme } from '../lib/theme.ts';

function ToastBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => setToastInstance(message), [message]);
  return null;
}

function LocalisedAntd({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  const lang = current.language as Lang;
  useEffect(() => void applyLanguage(lang, false), [lang]);
  return (
    // Without this antd puts a space between two CJK characters in buttons (DESIGN §2).
    <ConfigProvider
      theme={theme}
      locale={ANTD_LOCALES[lang] ?? ANTD_LOCALES['en-us']}
      button={{ autoInsertSpace: false }}
    >
      <AntApp message={{ maxCount: 1 }} style={cssVariables as CSSProperties}>
        <ToastBridge />
        {children}
      </AntApp>
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
