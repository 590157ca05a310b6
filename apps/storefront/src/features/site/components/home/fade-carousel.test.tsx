// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { FadeCarousel } from './fade-carousel.tsx';

const slides = [
  { key: 1, content: 'First slide' },
  { key: 2, content: 'Second slide' },
];

/** The visitor's motion setting, as the browser reports it. */
function motionSetting(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

/** Renders a carousel that turns every 50 ms unless it stays still; answers the slides it turned to. */
async function turnsWithin(ms: number) {
  const turns: number[] = [];
  const view = await renderWithProviders(
    <FadeCarousel slides={slides} intervalMs={50} onChange={(i) => turns.push(i)} />,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
  return { turns, shown: view.container.querySelector('.fade-carousel__slide--on')?.textContent, view };
}

afterEach(() => vi.unstubAllGlobals());

describe('FadeCarousel', () => {
  it('turns by itself', async () => {
    motionSetting(false);
    const { turns } = await turnsWithin(300);
    expect(turns.length).toBeGreaterThan(0);
  });

  it('stays on its first slide for a visitor who asks for less motion, and its dots still change it', async () => {
    motionSetting(true);
    const { turns, shown, view } = await turnsWithin(300);
    expect(turns).toEqual([]);
    expect(shown).toBe('First slide');
    await act(async () =>
      view.container.querySelectorAll<HTMLButtonElement>('.fade-carousel__dot')[1]!.click(),
    );
    expect(view.container.querySelector('.fade-carousel__slide--on')?.textContent).toBe('Second slide');
  });
});
