import type { catalog } from '@mall/contracts';
import { floorTitle, goodsSlot, imgSlot, safeColor, textSlot } from './floor-slots.ts';
import { FloorFrame, FloorImage, GoodsGrid } from './floor-parts.tsx';
import { HomeLink } from './home-link.tsx';
import './floor-style-2.css';

/** A centred title with its subtitle, goods five to a row, an optional banner below. */
export function FloorStyle2({ floor, index }: { floor: catalog.Floor; index: number }) {
  const title = textSlot(floor, 'title');
  const sub = textSlot(floor, 'subTitle');
  const name = floorTitle(floor);
  const bottom = imgSlot(floor, 'bottomImg');
  const goods = goodsSlot(floor, 'goodsList');
  const titleColor = safeColor(title?.color);
  const subColor = safeColor(sub?.color);
  return (
    <FloorFrame floor={floor} index={index}>
      {name || sub?.text ? (
        <div className="home-floor__centre-head">
          {name ? (
            <h2 className="home-floor__centre-title" style={titleColor ? { color: titleColor } : undefined}>
              <HomeLink url={title?.url}>{name}</HomeLink>
            </h2>
          ) : null}
          {sub?.text ? (
            <div className="home-floor__subtitle" style={subColor ? { color: subColor } : undefined}>
              <HomeLink url={sub.url}>{sub.text}</HomeLink>
            </div>
          ) : null}
        </div>
      ) : null}
      <GoodsGrid goods={goods} perRow={5} />
      <FloorImage img={bottom} alt={name} className="home-floor__bottom-img" />
    </FloorFrame>
  );
}
