// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { MidAdverts } from './mid-adverts.tsx';

const position = { ap_width: 595, ap_height: 200 };
const advert = (id: number) => ({
  adv_position: position,
  adv_list: [{ adv_id: id, adv_title: `Advert ${id}`, adv_image: `upload/adv/${id}.jpg`, adv_url: '' }],
});

afterEach(() => vi.unstubAllGlobals());

describe('MidAdverts', () => {
  it('keeps its row in place until both positions have answered, then shows both side by side', async () => {
    let answerRight: () => void = () => {};
    vi.stubGlobal('fetch', async (_url: string, init: { body: string }) => {
      const keyword = JSON.parse(init.body).keyword as string;
      const body = JSON.stringify({ code: 0, message: '', data: advert(keyword.endsWith('LEFT') ? 1 : 2) });
      // The right position answers only when the test says so: the left one alone must not be drawn.
      if (keyword.endsWith('RIGHT')) await new Promise<void>((resolve) => (answerRight = resolve));
      return new Response(body, { headers: { 'content-type': 'application/json' } });
    });
    const { container } = await renderWithProviders(<MidAdverts />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelectorAll('.home-mid-advs__item')).toHaveLength(0);
    expect(container.querySelector('.home-mid-advs--waiting')).not.toBeNull();
    await act(async () => answerRight());
    await waitFor(() => expect(container.querySelectorAll('.home-mid-advs__item')).toHaveLength(2));
    expect(container.querySelector('.home-mid-advs--waiting')).toBeNull();
  });
});
