// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { queryClient as appClient } from '../../../lib/query-client.ts';
import { request } from '../../../lib/request.ts';
import { useManjian } from './catalog-queries.ts';

vi.mock('../../../lib/request.ts', async (original) => ({
  ...(await original<typeof import('../../../lib/request.ts')>()),
  request: vi.fn(),
}));
const requestMock = vi.mocked(request);

describe('catalog queries', () => {
  it("keep the app's freshness: a second reader of an answered call does not ask the server again", async () => {
    requestMock.mockResolvedValue(null as never);
    // The storefront's own defaults (lib/query-client.ts), which a query must not undo by passing undefined.
    const client = new QueryClient({ defaultOptions: appClient.getDefaultOptions() });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </I18nextProvider>
    );
    const first = renderHook(() => useManjian(7), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    // The goods page's offer row mounts after its gate has read the same call.
    const second = renderHook(() => useManjian(7), { wrapper });
    expect(second.result.current.isSuccess).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestMock).toHaveBeenCalledTimes(1);
  });
});
