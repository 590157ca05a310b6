// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, loadAllMessages } from '../lib/i18n.ts';
import { renderWithProviders, TEST_LANG } from '../test/render.tsx';
import { SafeImage } from './safe-image.tsx';

describe('SafeImage', () => {
  it('loads the sized copy first and the original when the copy fails', async () => {
    const { container } = await renderWithProviders(
      <SafeImage src="upload/goods/cup.jpg" alt="Cup" size="small" />,
    );
    const img = () => container.querySelector('img')!;
    expect(img().getAttribute('src')).toBe('/upload/goods/cup_small.jpg');
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe('/upload/goods/cup.jpg');
  });

  it('without a size loads the original', async () => {
    const { container } = await renderWithProviders(<SafeImage src="upload/goods/cup.jpg" alt="Cup" />);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/upload/goods/cup.jpg');
  });

  it("asks for the default pictures only once one stands in: a failing picture shows its kind's default", async () => {
    await loadAllMessages(TEST_LANG);
    await i18n.changeLanguage(TEST_LANG);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const key = ['/api/config/defaultimg', {}, TEST_LANG];
    client.setQueryData(key, { default_goods_img: 'upload/default/goods.png' });
    const observers = () => client.getQueryCache().find({ queryKey: key })!.getObserversCount();
    const { container } = render(
      <QueryClientProvider client={client}>
        <SafeImage src="upload/goods/cup.jpg" alt="Cup" kind="goods" />
      </QueryClientProvider>,
    );
    const img = () => container.querySelector('img')!;
    expect(img().getAttribute('src')).toBe('/upload/goods/cup.jpg');
    expect(observers()).toBe(0);
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe('/upload/default/goods.png');
    expect(observers()).toBe(1);
    // A default that fails too is hidden, not retried.
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe('/upload/default/goods.png');
    expect(img().style.visibility).toBe('hidden');
  });

  it('without a picture nor a default of its kind, leaves a blank box', async () => {
    const { container } = await renderWithProviders(<SafeImage src="" alt="" width={40} height={40} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.safe-img-blank')).not.toBeNull();
  });
});
