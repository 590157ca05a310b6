import type { catalog } from '@mall/contracts';
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { currentFloorIndex, floorTitle } from './floor-slots.ts';
import { STICKY_HEADER_OFFSET } from './layout-constants.ts';
import './floor-elevator.css';

const floorElement = (i: number) => document.getElementById(`home-floor-${i}`);

/**
 * Floor navigation on the left edge: shows once the carousel band has scrolled away, lists the floors,
 * scrolls to one on click and marks the floor being read.
 */
export function FloorElevator({
  floors,
  bandRef,
}: {
  floors: catalog.Floor[];
  bandRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('home');
  const [visible, setVisible] = useState(false);
  const [active, setActive] = useState(0);
  const count = floors.length;

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const band = bandRef.current;
      const bandBottom = band ? band.getBoundingClientRect().bottom : 0;
      setVisible(bandBottom < 0 && count > 0);
      const line = window.innerHeight / 3;
      const tops = Array.from(
        { length: count },
        (_, i) => floorElement(i)?.getBoundingClientRect().top ?? Infinity,
      );
      const root = document.documentElement;
      const atBottom = window.innerHeight + window.scrollY >= root.scrollHeight - 2;
      setActive(currentFloorIndex(tops, line, atBottom));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [bandRef, count]);

  const go = (i: number) => {
    const el = floorElement(i);
    if (!el) return;
    const top = el.getBoundingClientRect().top + window.scrollY - STICKY_HEADER_OFFSET;
    window.scrollTo({ top, behavior: 'smooth' });
  };

  return (
    <nav
      className={`home-elevator${visible ? ' home-elevator--visible' : ''}`}
      aria-label={t('elevator.label')}
      aria-hidden={!visible}
      data-testid="home-elevator"
    >
      <ul>
        {floors.map((f, i) => {
          const title = floorTitle(f) || t('elevator.floorN', { n: i + 1 });
          return (
            <li key={f.id ?? i}>
              <button
                type="button"
                className={
                  i === active ? 'home-elevator__item home-elevator__item--active' : 'home-elevator__item'
                }
                onClick={() => go(i)}
                title={title}
                tabIndex={visible ? 0 : -1}
              >
                <span className="home-elevator__no">{t('elevator.no', { n: i + 1 })}</span>
                <span className="home-elevator__text">{title}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
