// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPageMessages } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { loadHomeSeckill } from '../../seckill/index.ts';
import { loadHomeTopics } from '../../topic/index.ts';
import { Page } from './home-page.tsx';

afterEach(() => vi.unstubAllGlobals());

// The strips' lazy modules and the page messages, loaded before the clock runs: on a loaded CI machine their first
// import took longer than the wait below, and the test is about the gate, not about how fast modules load.
beforeAll(() => Promise.all([loadHomeSeckill(), loadHomeTopics(), loadPageMessages('en-us')]), 120_000);

// The gate's own 3 s bound would open it whatever the strips do, and on a loaded CI machine the strips' chunks can
// take longer than that to load: hold the bound far out of reach, so only the strips' answers can open the gate.
vi.mock('../components/home/use-strip-gate.ts', async (importOriginal) => {
  const gate = await importOriginal<typeof import('../components/home/use-strip-gate.ts')>();
  return { ...gate, useStripGate: (strips: readonly string[]) => gate.useStripGate(strips, 10 * 60_000) };
});

/** What each call answers: the strips have nothing running, everything else is empty. */
function answerOf(url: string): unknown {
  if (url.endsWith('/seckill/api/seckill/lists')) return { list: [], day_seconds: 0 };
  if (url.endsWith('/topic/api/topic/page')) return { list: [], count: 0, page_count: 0 };
  if (url.endsWith('/api/adv/detail')) return { adv_position: { ap_width: 0, ap_height: 0 }, adv_list: [] };
  return [];
}

describe('home page', () => {
  it(
    'keeps the hot shops and floors hidden until both promotion strips have answered',
    { timeout: 60_000 },
    async () => {
      let answerSlots: () => void = () => {};
      vi.stubGlobal('fetch', async (url: string) => {
        // The flash-sale slots answer only when the test says so: nothing below the adverts may show before.
        if (url.endsWith('/seckill/api/seckill/lists')) await new Promise<void>((r) => (answerSlots = r));
        const body = JSON.stringify({ code: 0, message: '', data: answerOf(url) });
        return new Response(body, { headers: { 'content-type': 'application/json' } });
      });
      const { getByTestId } = await renderWithProviders(<Page />);
      const below = getByTestId('home-below-adverts');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(below.hidden).toBe(true);
      await act(async () => answerSlots());
      await waitFor(() => expect(below.hidden).toBe(false), { timeout: 40_000 });
    },
  );
});
