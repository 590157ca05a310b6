// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../../lib/request.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import type { Review, ReviewPage } from '../../api/catalog-types.ts';
import { ReviewsTab } from './reviews-tab.tsx';

vi.mock('../../../../lib/request.ts', async (original) => ({
  ...(await original<typeof import('../../../../lib/request.ts')>()),
  request: vi.fn(),
}));
const requestMock = vi.mocked(request);

const COUNTS = { total: 25, good: 20, medium: 3, bad: 2, with_image: 4 };

const review = (id: number, more: Partial<Review> = {}): Review => ({
  evaluate_id: id,
  goods_id: 7,
  sku_id: 70,
  sku_name: 'Jacket red M',
  sku_image: '',
  site_id: 1,
  member_name: `Member ${id}`,
  member_headimg: '',
  is_anonymous: 0,
  scores: 5,
  explain_type: 1,
  content: `Review ${id}`,
  images: '',
  explain_first: '',
  again_content: '',
  again_images: '',
  again_explain: '',
  again_time: 0,
  create_time: 1_700_000_000,
  ...more,
});

/** Answers every page call with `page`; the mock keeps what each asked for. */
const answer = (page: ReviewPage) => requestMock.mockResolvedValue(page);
const asked = () => requestMock.mock.calls.map(([opts]) => opts.data);
const button = (name: string) => screen.getByRole('button', { name });

beforeEach(() => requestMock.mockReset());

// The viewer is a lazy chunk: loaded here first, so its first transform does not count against a wait.
beforeAll(() => import('../../../../components/picture-viewer.tsx'));

describe('ReviewsTab', () => {
  it('asks for the chosen filter’s reviews from its first page', async () => {
    answer({ count: 25, page_count: 3, list: [review(1)] });
    await renderWithProviders(<ReviewsTab goodsId={7} counts={COUNTS} />);
    await screen.findByText('Review 1');
    expect(asked()).toEqual([{ goods_id: 7, page: 1, page_size: 10 }]);
    const filters = screen.getByRole('group', { name: 'Filter reviews' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All (25)', 'Good (20)', 'Average (3)', 'Poor (2)', 'With pictures (4)']);
    expect(button('All (25)').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(button('Page 2'));
    await waitFor(() => expect(asked().at(-1)).toEqual({ goods_id: 7, page: 2, page_size: 10 }));

    fireEvent.click(button('Poor (2)'));
    await waitFor(() =>
      expect(asked().at(-1)).toEqual({ goods_id: 7, explain_type: 3, page: 1, page_size: 10 }),
    );
    expect(button('Poor (2)').getAttribute('aria-pressed')).toBe('true');
    expect(button('All (25)').getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(button('Page 2'));
    await waitFor(() =>
      expect(asked().at(-1)).toEqual({ goods_id: 7, explain_type: 3, page: 2, page_size: 10 }),
    );
    fireEvent.click(button('With pictures (4)'));
    await waitFor(() =>
      expect(asked().at(-1)).toEqual({ goods_id: 7, has_image: 1, page: 1, page_size: 10 }),
    );
  });

  it('says so when there is no review, without pages', async () => {
    answer({ count: 0, page_count: 0, list: [] });
    await renderWithProviders(<ReviewsTab goodsId={7} counts={{ ...COUNTS, total: 0 }} />);
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('shows who wrote it, the stars, the shop’s reply and the follow-up', async () => {
    const anonymous = review(1, {
      member_name: 'J***n',
      is_anonymous: 1,
      scores: 4,
      explain_first: 'Thank you',
      again_content: 'Still warm',
      again_explain: 'Glad to hear',
    });
    answer({ count: 1, page_count: 1, list: [anonymous] });
    await renderWithProviders(<ReviewsTab goodsId={7} counts={COUNTS} />);
    const item = (await screen.findByText('Review 1')).closest('li')!;
    expect(item.textContent).toContain('J***n (Anonymous)');
    const stars = within(item).getByRole('radiogroup', { name: 'Rated 4 of 5' });
    expect(within(stars).getByRole('radio', { checked: true }).getAttribute('aria-label')).toBe('4');
    expect(item.textContent).toContain('Shop reply: Thank you');
    expect(item.textContent).toContain('Follow-up Still warm');
    expect(item.textContent).toContain('Shop reply: Glad to hear');
  });

  it('opens the viewer on the picture clicked, with the review’s others beside it', async () => {
    const withPictures = review(1, {
      images: 'upload/r/a.png, upload/r/b.png,upload/r/c.png',
      again_content: 'Still warm',
      again_images: 'upload/r/d.png',
    });
    answer({ count: 1, page_count: 1, list: [withPictures] });
    await renderWithProviders(<ReviewsTab goodsId={7} counts={COUNTS} />);
    await screen.findByText('Review 1');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(button('Picture 2'));
    let viewer = await screen.findByRole('dialog', { name: 'Picture viewer' });
    expect(viewer.querySelector('img')?.getAttribute('src')).toBe('/upload/r/b.png');
    expect(viewer.querySelector('img')?.alt).toBe('Picture 2');
    expect(viewer.textContent).toContain('2 / 3');
    fireEvent.click(within(viewer).getByRole('button', { name: 'Next picture' }));
    expect(viewer.querySelector('img')?.getAttribute('src')).toBe('/upload/r/c.png');
    fireEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    // The follow-up's pictures are a viewer of their own.
    const [, followUpFirst] = screen.getAllByRole('button', { name: 'Picture 1' });
    fireEvent.click(followUpFirst!);
    viewer = await screen.findByRole('dialog', { name: 'Picture viewer' });
    expect(viewer.querySelector('img')?.getAttribute('src')).toBe('/upload/r/d.png');
    expect(within(viewer).queryByRole('button', { name: 'Next picture' })).toBeNull();
  });
});
