// @vitest-environment jsdom
import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
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
});
