// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ComboEntrance } from '../../../combo/index.ts';
import { GoodsCoupons } from '../../../coupon/index.ts';
import { GroupbuyEntrance } from '../../../groupbuy/index.ts';
import { GoodsSeckillEntry } from '../../../seckill/index.ts';
import { TopicEntrance } from '../../../topic/index.ts';
import { request } from '../../../../lib/request.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import type { GoodsSkuDetail } from '../../api/catalog-types.ts';
import { ManjianOffers } from './goods-extras.tsx';
import { useOffersSettled } from './use-offers-settled.ts';

vi.mock('../../../../lib/request.ts', async (original) => ({
  ...(await original<typeof import('../../../../lib/request.ts')>()),
  request: vi.fn(),
}));
const requestMock = vi.mocked(request);

const MANJIAN = '/manjian/api/manjian/info';
const COUPONS = '/coupon/api/coupon/typelists';
const EMPTY_PAGE = { list: [], count: 0, page_count: 0 };
/** What each offer call answers when nothing is on: the rows then draw nothing. */
const QUIET: Record<string, unknown> = {
  '/seckill/api/seckillgoods/ofgoods': null,
  [COUPONS]: [],
  [MANJIAN]: null,
  '/groupbuy/api/goods/page': EMPTY_PAGE,
  '/bundling/api/bundling/lists': [],
  '/topic/api/topicgoods/page': EMPTY_PAGE,
  '/api/shopservice/lists': [],
  '/api/goodscategory/tree': [],
};

const sku = { goods_id: 7, sku_id: 70, site_id: 3 } as GoodsSkuDetail;

/**
 * Waits far longer than any loaded CI machine takes to answer: a case that is drawn within it was drawn because
 * the calls answered, not because the wait ran out.
 */
const NEVER_MS = 10 * 60_000;
/** How long a case waits for something it expects to happen (generous: CI machines are slow and busy). */
const PATIENCE = { timeout: 20_000 };

/** The gate beside the rows it waits for, as on the page (the rows are drawn here to count their calls). */
function GoodsOffers({ waitMs = NEVER_MS }: { waitMs?: number }) {
  const settled = useOffersSettled(sku, waitMs);
  return (
    <>
      <p>{settled ? 'drawn' : 'waiting'}</p>
      <GroupbuyEntrance goodsId={sku.goods_id} />
      <ComboEntrance skuId={sku.sku_id} />
      <TopicEntrance goodsId={sku.goods_id} />
      <GoodsSeckillEntry goodsId={sku.goods_id} />
      <GoodsCoupons siteId={sku.site_id} goodsId={sku.goods_id} />
      <ManjianOffers goodsId={sku.goods_id} />
    </>
  );
}

/** Answers every call at once except `held`, which answers when `release` is called (or never). */
function answerAllBut(held: string) {
  let release: (value: unknown) => void = () => {};
  requestMock.mockImplementation((opts) => {
    return opts.url === held
      ? new Promise((resolve) => (release = resolve))
      : Promise.resolve(QUIET[opts.url] as never);
  });
  return (value: unknown) => release(value);
}

const callsTo = (url: string) => requestMock.mock.calls.filter(([opts]) => opts.url === url).length;

describe('useOffersSettled', () => {
  // In braces: a function returned from beforeEach is run as its cleanup, and mockReset returns the mock.
  beforeEach(() => {
    requestMock.mockReset();
  });

  it('waits for a late offer, then draws with it, each call made once', async () => {
    const release = answerAllBut(MANJIAN);
    await renderWithProviders(<GoodsOffers />);
    await waitFor(() => expect(callsTo(COUPONS)).toBe(1));
    expect(screen.getByText('waiting')).toBeTruthy();
    release({ manjian_name: 'Spend more, pay less', type: 0, rule_json: [] });
    await screen.findByText('drawn', undefined, PATIENCE);
    for (const url of Object.keys(QUIET)) expect(callsTo(url), url).toBe(1);
  });

  it('draws anyway once the wait is over when an offer call hangs', async () => {
    answerAllBut(MANJIAN);
    await renderWithProviders(<GoodsOffers waitMs={5000} />);
    expect(screen.getByText('waiting')).toBeTruthy();
    await screen.findByText('drawn', undefined, PATIENCE);
  });

  it('draws at once when an offer call fails', async () => {
    requestMock.mockImplementation(({ url }) =>
      url === COUPONS ? Promise.reject(new Error('plugin off')) : Promise.resolve(QUIET[url] as never),
    );
    await renderWithProviders(<GoodsOffers />);
    await screen.findByText('drawn', undefined, PATIENCE);
  });
});
