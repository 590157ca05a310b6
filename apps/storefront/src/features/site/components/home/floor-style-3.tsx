import type { catalog } from '@mall/contracts';
import { RouteLink } from '../../../../components/route-link.tsx';
import {
  brandListPath,
  brandSlot,
  categoryListPath,
  categorySlot,
  floorTitle,
  goodsSlot,
  imgSlot,
  textSlot,
} from './floor-slots.ts';
import { FloorFrame, FloorHead, FloorImage, GoodsGrid } from './floor-parts.tsx';
import { SafeImage } from '../../../../components/safe-image.tsx';
import './floor-style-3.css';

/**
 * Title bar; a left column with a picture and category links beside a goods grid; a row of more goods
 * underneath and a strip of brand logos.
 */
export function FloorStyle3({ floor, index }: { floor: catalog.Floor; index: number }) {
  const title = textSlot(floor, 'title');
  const name = floorTitle(floor);
  const left = imgSlot(floor, 'leftImg');
  const categories = categorySlot(floor, 'categoryList');
  const rightGoods = goodsSlot(floor, 'rightGoodsList');
  const bottomGoods = goodsSlot(floor, 'bottomGoodsList');
  const brands = brandSlot(floor, 'brandList');
  const hasAside = !!left || categories.length > 0;
  return (
    <FloorFrame floor={floor} index={index}>
      <FloorHead title={title} fallbackTitle={name} />
      {hasAside || rightGoods.length ? (
        <div className="home-floor__body">
          {hasAside ? (
            <div className="home-floor__aside">
              <FloorImage img={left} alt={name} className="home-floor__aside-img" />
              {categories.length ? (
                <ul className="home-floor__categories">
                  {categories.map((c) => {
                    const label = c.short_name || c.category_name;
                    return (
                      <li key={c.category_id}>
                        <RouteLink to={categoryListPath(c)} title={c.category_name}>
                          {c.image ? (
                            <SafeImage
                              src={c.image}
                              alt=""
                              className="home-floor__category-icon"
                              blankClassName="home-img-blank home-floor__category-icon"
                            />
                          ) : null}
                          <span>{label}</span>
                        </RouteLink>
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </div>
          ) : null}
          <GoodsGrid goods={rightGoods} perRow={hasAside ? 4 : 5} />
        </div>
      ) : null}
      {bottomGoods.length ? (
        <div className="home-floor__bottom-goods">
          <GoodsGrid goods={bottomGoods} perRow={5} />
        </div>
      ) : null}
      {brands.length ? (
        <ul className="home-floor__brands">
          {brands.map((b) => (
            <li key={b.brand_id}>
              <RouteLink to={brandListPath(b)} title={b.brand_name}>
                {b.image_url ? (
                  <SafeImage
                    src={b.image_url}
                    alt={b.brand_name}
                    kind="brand"
                    className="home-floor__brand-logo"
                    blankClassName="home-img-blank home-floor__brand-logo"
                  />
                ) : (
                  <span className="home-floor__brand-name" title={b.brand_name}>
                    {b.brand_name}
                  </span>
                )}
              </RouteLink>
            </li>
          ))}
        </ul>
      ) : null}
    </FloorFrame>
  );
}
