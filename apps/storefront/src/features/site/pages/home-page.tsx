import { useRef } from 'react';
import { useActiveCity, CityGoods } from '../../city/index.ts';
import { HomeSeckill } from '../../seckill/index.ts';
import { CarouselBand } from '../components/home/carousel-band.tsx';
import { HomeFloors } from '../components/home/home-floors.tsx';
import { HotShops } from '../components/home/hot-shops.tsx';
import { MidAdverts } from '../components/home/mid-adverts.tsx';
import './home-page.css';

/**
 * The home page body: carousel band, mid adverts, hot shops and the configured floors; with a city chosen, the
 * city's goods as a plain list instead of floors (facts §9.2).
 */
export function Page() {
  const bandRef = useRef<HTMLDivElement>(null);
  const city = useActiveCity();
  return (
    <div className="home-page">
      <CarouselBand ref={bandRef} />
      <div className="home-container">
        <MidAdverts />
        <HomeSeckill />
        <HotShops />
        {city ? <CityGoods /> : <HomeFloors bandRef={bandRef} />}
      </div>
    </div>
  );
}
