import { useMemo, useState, type CSSProperties, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cssVariables } from '../../../../lib/theme.ts';
import { useAdv, useWebsiteInfo } from '../../../../lib/site-data.ts';
import { advSlides, safeColor, wideBannerScale } from './floor-slots.ts';
import { SafeImage } from '../../../../components/safe-image.tsx';
import { Shimmer } from '../../../../components/states/placeholders.tsx';
import { HomeLink } from './home-link.tsx';
import { CATEGORY_PANEL_HEIGHT, CATEGORY_PANEL_WIDTH } from './layout-constants.ts';
import { FadeCarousel } from './fade-carousel.tsx';
import { WelcomeCard } from './welcome-card.tsx';
import './home-skeleton.css';
import './carousel-band.css';

/** The page's content width; wide carousel pictures keep their message inside it. */
const CONTENT_WIDTH = Number.parseInt(cssVariables['--content-width'], 10);

/**
 * The first band of the home page: full width, coloured like the current slide. Its left part stays free
 * for the chrome's category panel, which lies over it; the carousel sits in the middle and the welcome and
 * notices card on the right.
 */
export function CarouselBand({ ref }: { ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('home');
  const { data: adv, isLoading } = useAdv('NS_PC_INDEX');
  const { data: site } = useWebsiteInfo();
  const slides = useMemo(() => advSlides(adv), [adv]);
  const [current, setCurrent] = useState(0);

  const slide = slides.length ? slides[current % slides.length] : undefined;
  const background = slide?.background ?? safeColor(adv?.adv_position.ap_background_color);
  const scale = wideBannerScale(adv?.adv_position.ap_width, CONTENT_WIDTH);
  const imgStyle = scale ? ({ '--home-adv-scale': scale } as CSSProperties) : undefined;
  const imgClass = scale ? 'home-band__slide-img home-band__slide-img--wide' : 'home-band__slide-img';

  return (
    <div
      ref={ref}
      className="home-band"
      data-testid="home-carousel"
      style={{ height: CATEGORY_PANEL_HEIGHT, ...(background ? { backgroundColor: background } : {}) }}
    >
      <div className="home-band__inner">
        <div className="home-band__panel-space" style={{ width: CATEGORY_PANEL_WIDTH }} aria-hidden />
        <div className="home-band__carousel">
          {isLoading ? (
            <Shimmer className="home-skel home-skel--fill" />
          ) : slides.length ? (
            <FadeCarousel
              intervalMs={4000}
              onChange={setCurrent}
              slides={slides.map((s, i) => ({
                key: s.id,
                content: (
                  <HomeLink url={s.url} title={s.title} className="home-band__slide-link">
                    <SafeImage
                      src={s.src}
                      alt={s.title}
                      // Every slide at once: a lazy slide would show an empty band when its turn comes. The
                      // first is the page's largest picture: the browser fetches it first.
                      lazy={false}
                      fetchPriority={i === 0 ? 'high' : 'auto'}
                      className={imgClass}
                      style={imgStyle}
                      blankClassName={`home-img-blank ${imgClass}`}
                    />
                  </HomeLink>
                ),
              }))}
            />
          ) : (
            <div className="home-band__placeholder">
              {site?.site_name ? t('band.welcomeTo', { site: site.site_name }) : t('band.welcome')}
            </div>
          )}
        </div>
        <WelcomeCard />
      </div>
    </div>
  );
}
