import type { Lang } from '@mall/contracts';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { antdLocale } from '../lib/language.ts';
import { theme } from '../lib/theme.ts';

/**
 * antd's theme and texts around what renders antd. It wraps each page and layout that uses antd (they load it
 * with their own chunk: app/page-frame.tsx, app/layouts/layout-for.tsx) rather than the whole app, so the
 * home page and the chrome, which draw without antd, download none of it (issue 12).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    // Without autoInsertSpace antd puts a space between two CJK characters in buttons (DESIGN §2).
    <ConfigProvider
      theme={theme}
      locale={antdLocale(i18n.language as Lang)}
      button={{ autoInsertSpace: false }}
    >
      {children}
    </ConfigProvider>
  );
}
