import type { site } from '@mall/contracts';
import { useMemo } from 'react';
import { useAdv } from '../../../../lib/site-data.ts';
import { advSlides } from './floor-slots.ts';
import { SafeImage } from '../../../../components/safe-image.tsx';
import { HomeLink } from './home-link.tsx';
import './mid-adverts.css';

function useFirstSlide(keyword: string) {
  const { data, isPending } = useAdv(keyword);
  const first = useMemo(() => {
    const slide = advSlides(data)[0];
    return slide ? { slide, ratio: ratioOf(data?.adv_position) } : undefined;
  }, [data]);
  return { first, isPending };
}

const ratioOf = (p: site.AdvDetail['adv_position'] | undefined) =>
  p && p.ap_width > 0 && p.ap_height > 0 ? `${p.ap_width} / ${p.ap_height}` : undefined;

/** The two advertisements under the carousel (each shown only if its position has a slide). */
export function MidAdverts() {
  const left = useFirstSlide('NS_PC_INDEX_MID_LEFT');
  const right = useFirstSlide('NS_PC_INDEX_MID_RIGHT');
  // The two answers come apart: drawing one before the other showed it full width, then halved it, and moved
  // the floors below twice (most of the home page's layout shift). Until both are in, the row keeps its place.
  if (left.isPending || right.isPending) return <div className="home-mid-advs home-mid-advs--waiting" />;
  const items = [left.first, right.first].filter((x) => !!x);
  if (!items.length) return null;
  return (
    <div className="home-mid-advs">
      {items.map(({ slide, ratio }) => (
        <HomeLink key={slide.id} url={slide.url} title={slide.title} className="home-mid-advs__item">
          <SafeImage
            src={slide.src}
            alt={slide.title}
            style={ratio ? { aspectRatio: ratio } : undefined}
            blankClassName="home-img-blank"
          />
        </HomeLink>
      ))}
    </div>
  );
}
