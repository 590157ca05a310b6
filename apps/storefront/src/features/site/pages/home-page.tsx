import { lazy, Suspense, useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@mall/contracts';
import { i18n, loadPageMessages } from '../../../lib/i18n.ts';
import { useWebsiteInfo } from '../../../lib/site-data.ts';
import { loadCityGoods, useActiveCity } from '../../city/index.ts';
import { loadHomeSeckill } from '../../seckill/index.ts';
import { loadHomeTopics } from '../../topic/index.ts';
import { CarouselBand } from '../components/home/carousel-band.tsx';
import { HomeFloors } from '../components/home/home-floors.tsx';
import { HotShops } from '../components/home/hot-shops.tsx';
import { MidAdverts } from '../components/home/mid-adverts.tsx';
import { useStripGate } from '../components/home/use-strip-gate.ts';
import './home-page.css';

const CityGoods = lazy(() => loadCityGoods().then((m) => ({ default: m.CityGoods })));
// The promotion strips come in chunks of their own: the home page's first load stays within its budget.
const HomeSeckill = lazy(() => loadHomeSeckill().then((m) => ({ default: m.HomeSeckill })));
// Topic events' words are not core messages (the home page downloads those alone): the strip waits for them.
const HomeTopics = lazy(() =>
  Promise.all([loadHomeTopics(), loadPageMessages(i18n.language as Lang)]).then(([m]) => ({
    default: m.HomeTopics,
  })),
);

const STRIPS = ['seckill', 'topics'] as const;

/**
 * The home page body: carousel band, mid adverts, the flash sale and topic events, hot shops and the configured
 * floors; with a city chosen, the city's goods as a plain list instead of floors (facts §9.2).
 */
export function Page() {
  const bandRef = useRef<HTMLDivElement>(null);
  const city = useActiveCity();
  const { t } = useTranslation('home');
  const { data: site } = useWebsiteInfo();
  const { open: belowShown, settle } = useStripGate(STRIPS);
  const seckillSettled = useCallback(() => settle('seckill'), [settle]);
  const topicsSettled = useCallback(() => settle('topics'), [settle]);
  return (
    <div className="home-page">
      {/* The page's heading for screen readers and outlines; the logo already shows the name. */}
      <h1 className="visually-hidden">{site?.site_name || t('band.welcome')}</h1>
      <CarouselBand ref={bandRef} />
      <div className="home-container">
        <MidAdverts />
        {/*
          Everything below the adverts is mounted at once, so all its calls run together, and shown once the
          strips have settled: drawn one after the other, each pushed down what was already on screen.
        */}
        <div hidden={!belowShown} data-testid="home-below-adverts">
          <Suspense fallback={null}>
            <HomeSeckill onSettled={seckillSettled} />
          </Suspense>
          <Suspense fallback={null}>
            <HomeTopics onSettled={topicsSettled} />
          </Suspense>
          <HotShops />
          {city ? (
            <Suspense fallback={null}>
              <CityGoods />
            </Suspense>
          ) : (
            <HomeFloors bandRef={bandRef} />
          )}
        </div>
        {/* Keeps the footer out of view meanwhile: it would otherwise be pushed down when they appear. */}
        {belowShown ? null : <div className="home-below-adverts-waiting" aria-hidden />}
      </div>
    </div>
  );
}
