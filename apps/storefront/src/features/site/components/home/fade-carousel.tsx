import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { prefersReducedMotion } from '../../../../lib/theme.ts';
import './fade-carousel.css';

interface Props {
  slides: { key: string | number; content: ReactNode }[];
  intervalMs: number;
  onChange: (index: number) => void;
}

/**
 * The home band's carousel: slides fade into each other, arrows and dots change them, autoplay pauses while
 * the pointer or the keyboard focus is inside, and does not run at all for a visitor who asks for less motion
 * (the arrows and dots still change slides). Written here instead of antd's Carousel, whose slider library
 * alone was a sixth of the home page's JavaScript (issue 12); hidden slides are `inert`, so a keyboard or a
 * screen reader meets only the visible one.
 */
export function FadeCarousel({ slides, intervalMs, onChange }: Props) {
  const { t } = useTranslation('home');
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [still] = useState(prefersReducedMotion);
  const count = slides.length;
  const go = (index: number) => {
    const next = (index + count) % count;
    setCurrent(next);
    onChange(next);
  };

  useEffect(() => {
    if (paused || still || count < 2) return;
    const timer = window.setTimeout(() => go(current + 1), intervalMs);
    return () => window.clearTimeout(timer);
    // `go` is recreated each render; the timer restarts whenever the slide or the pause changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current, paused, still, count, intervalMs]);

  return (
    <div
      className="fade-carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={t('band.carousel')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {slides.map((s, i) => (
        <div
          key={s.key}
          className={i === current ? 'fade-carousel__slide fade-carousel__slide--on' : 'fade-carousel__slide'}
          aria-hidden={i !== current}
          inert={i !== current}
        >
          {s.content}
        </div>
      ))}
      {count > 1 ? (
        <>
          <button
            type="button"
            className="fade-carousel__arrow fade-carousel__arrow--prev"
            aria-label={t('band.previous')}
            onClick={() => go(current - 1)}
          >
            <LeftOutlined />
          </button>
          <button
            type="button"
            className="fade-carousel__arrow fade-carousel__arrow--next"
            aria-label={t('band.next')}
            onClick={() => go(current + 1)}
          >
            <RightOutlined />
          </button>
          <div className="fade-carousel__dots">
            {slides.map((s, i) => (
              <button
                key={s.key}
                type="button"
                className={i === current ? 'fade-carousel__dot fade-carousel__dot--on' : 'fade-carousel__dot'}
                aria-label={t('band.slide', { n: i + 1 })}
                aria-current={i === current}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
