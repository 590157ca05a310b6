import type { catalog } from '@mall/contracts';
import { useDeferredValue, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyNote, Shimmer, ShimmerLines } from '../../../../components/states/placeholders.tsx';
import { useIndexFloors } from '../../api/site-queries.ts';
import { FloorElevator } from './floor-elevator.tsx';
import { floorHasContent } from './floor-slots.ts';
import { FloorStyle1 } from './floor-style-1.tsx';
import { FloorStyle2 } from './floor-style-2.tsx';
import { FloorStyle3 } from './floor-style-3.tsx';
import './home-skeleton.css';
import './home-floors.css';

const STYLES: Record<catalog.Floor['block_name'], typeof FloorStyle1> = {
  'floor-style-1': FloorStyle1,
  'floor-style-2': FloorStyle2,
  'floor-style-3': FloorStyle3,
};

/** The configured floors in order, with the elevator once there are any. */
export function HomeFloors({ bandRef }: { bandRef: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('home');
  const { data: answered, isLoading, isError, refetch } = useIndexFloors();
  // Dozens of goods cards below the fold: drawn in the background, in slices, so the page stays responsive
  // while they are made (one piece, this was the longest task of the home page's load on a phone's CPU).
  const data = useDeferredValue(answered);

  if (isLoading || (data === undefined && answered !== undefined)) return <FloorSkeletons />;
  if (isError)
    return (
      <div className="home-floors-empty">
        <EmptyNote description={t('floor.loadFailed')}>
          <button type="button" className="plain-btn plain-btn--middle" onClick={() => void refetch()}>
            {t('floor.retry')}
          </button>
        </EmptyNote>
      </div>
    );
  const floors = (Array.isArray(data) ? data : []).filter(
    (f) => f && f.block_name in STYLES && floorHasContent(f),
  );
  if (!floors.length)
    return (
      <div className="home-floors-empty">
        <EmptyNote description={t('floor.empty')} />
      </div>
    );
  return (
    <>
      {floors.map((floor, i) => {
        const Style = STYLES[floor.block_name];
        return <Style key={floor.id ?? i} floor={floor} index={i} />;
      })}
      <FloorElevator floors={floors} bandRef={bandRef} />
    </>
  );
}

function FloorSkeletons() {
  return (
    <div aria-busy="true">
      {[0, 1].map((f) => (
        <section key={f} className="home-floor home-floor--skeleton">
          <Shimmer className="home-floor__skeleton-title" />
          <div className="home-floor__body">
            <Shimmer className="home-skel home-skel--left" />
            <div className="home-goods-grid home-goods-grid--4">
              {Array.from({ length: 8 }, (_, i) => (
                <div key={i} className="goods-card goods-card--skeleton">
                  <Shimmer className="home-skel home-skel--square" />
                  <ShimmerLines rows={2} />
                </div>
              ))}
            </div>
          </div>
        </section>
      ))}
    </div>
  );
}
