import { useRef } from 'react';
import { CarouselBand } from '../components/home/carousel-band.tsx';
import { HomeFloors } from '../components/home/home-floors.tsx';
import { HotShops } from '../components/home/hot-shops.tsx';
import { MidAdverts } from '../components/home/mid-adverts.tsx';
import './home-page.css';

/** The home page body: carousel band, mid adverts, hot shops and the configured floors. */
export function Page() {
  const bandRef = useRef<HTMLDivElement>(null);
  return (
    <div className="home-page">
      <CarouselBand ref={bandRef} />
      <div className="home-container">
        <MidAdverts />
        <HotShops />
        <HomeFloors bandRef={bandRef} />
      </div>
    </div>
  );
}
