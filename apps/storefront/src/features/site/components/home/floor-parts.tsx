import { RightOutlined } from '@ant-design/icons';
import type { catalog } from '@mall/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GoodsCard } from '../../../../components/goods-card.tsx';
import { FLOOR_STYLE_NUMBER, safeColor, type ImgSlotValue, type TextSlotValue } from './floor-slots.ts';
import { SafeImage } from '../../../../components/safe-image.tsx';
import { HomeLink } from './home-link.tsx';
import './section-head.css';
import './floor-parts.css';

/** The root every floor style renders in: test ids, the elevator's anchor and the style's class. */
export function FloorFrame({
  floor,
  index,
  children,
}: {
  floor: catalog.Floor;
  index: number;
  children: ReactNode;
}) {
  const style = FLOOR_STYLE_NUMBER[floor.block_name] ?? '1';
  return (
    <section
      id={`home-floor-${index}`}
      className={`home-floor home-floor--s${style}`}
      data-testid="floor"
      data-floor-style={style}
    >
      {children}
    </section>
  );
}

/** Title bar: the floor title in its colour on the left, "More >" on the right when the title links. */
export function FloorHead({
  title,
  fallbackTitle,
}: {
  title: TextSlotValue | undefined;
  fallbackTitle: string;
}) {
  const { t } = useTranslation('home');
  const text = title?.text || fallbackTitle;
  if (!text && !title?.url) return null;
  const color = safeColor(title?.color);
  return (
    <div className="home-floor__head">
      <h2 className="home-floor__title" style={color ? { color, borderColor: color } : undefined}>
        {text}
      </h2>
      {title?.url ? (
        <HomeLink url={title.url} className="home-floor__more">
          {t('floor.more')}
          {/* Says which "More" it is to screen readers and crawlers; the floor title is right beside it on screen. */}
          <span className="visually-hidden">: {text}</span> <RightOutlined />
        </HomeLink>
      ) : null}
    </div>
  );
}

export function GoodsGrid({ goods, perRow }: { goods: catalog.SkuCard[]; perRow: 4 | 5 }) {
  if (!goods.length) return null;
  return (
    <div className={`home-goods-grid home-goods-grid--${perRow}`}>
      {goods.map((g) => (
        <GoodsCard key={g.sku_id} goods={g} />
      ))}
    </div>
  );
}

/** A wide picture under a floor (or any slot image), linking where the slot says. */
export function FloorImage({
  img,
  alt,
  className,
}: {
  img: ImgSlotValue | undefined;
  alt: string;
  className: string;
}) {
  if (!img) return null;
  return (
    <HomeLink url={img.url} className={className} title={alt}>
      <SafeImage src={img.src} alt={alt} blankClassName="home-img-blank" />
    </HomeLink>
  );
}
