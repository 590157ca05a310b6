import type { catalog } from '@mall/contracts';
import { floorTitle, goodsSlot, imgSlot, textSlot } from './floor-slots.ts';
import { FloorFrame, FloorHead, FloorImage, GoodsGrid } from './floor-parts.tsx';
import './floor-style-1.css';

/** Title bar, a tall picture on the left, goods four to a row on the right, an optional banner below. */
export function FloorStyle1({ floor, index }: { floor: catalog.Floor; index: number }) {
  const title = textSlot(floor, 'title');
  const name = floorTitle(floor);
  const left = imgSlot(floor, 'leftImg');
  const bottom = imgSlot(floor, 'bottomImg');
  const goods = goodsSlot(floor, 'goodsList');
  return (
    <FloorFrame floor={floor} index={index}>
      <FloorHead title={title} fallbackTitle={name} />
      {left || goods.length ? (
        <div className="home-floor__body">
          <FloorImage img={left} alt={name} className="home-floor__left-img" />
          <GoodsGrid goods={goods} perRow={left ? 4 : 5} />
        </div>
      ) : null}
      <FloorImage img={bottom} alt={name} className="home-floor__bottom-img" />
    </FloorFrame>
  );
}
