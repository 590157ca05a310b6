import type { site } from '@mall/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { i18n, loadAllMessages } from '../lib/i18n.ts';

/** Component tests read English texts; the locales are the real ones. */
export const TEST_LANG = 'en-us';

/**
 * Renders a component as the storefront does (texts, query client, router), in English, with the site settings
 * it reads answered from `site` instead of the server (query keys as in lib/site-data.ts).
 */
export async function renderWithProviders(ui: ReactNode, site: Partial<site.WebsiteInfo> = {}) {
  await loadAllMessages(TEST_LANG);
  await i18n.changeLanguage(TEST_LANG);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['/api/website/info', {}, TEST_LANG], site);
  client.setQueryData(['/api/config/defaultimg', {}, TEST_LANG], {});
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
