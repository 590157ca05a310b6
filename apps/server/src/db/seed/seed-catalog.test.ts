import { catalog } from '@mall/contracts';
import { describe, expect, it } from 'vitest';
import * as s from '../schema/index.ts';
import { demoImageJobs } from './images.ts';
import { useSeededDatabase, type Spec, type SpecValue } from './seeded-database.ts';

const seeded = useSeededDatabase();
const { rows, count } = seeded;

describe('seeded catalogue', () => {
  it('keeps every SKU consistent with its goods', async () => {
    const goods = await seeded.database().db.select().from(s.goods);
    const skus = await seeded.database().db.select().from(s.goodsSku);
    const byGoods = Map.groupBy(skus, (x) => x.goodsId);
    for (const g of goods) {
      const list = byGoods.get(g.goodsId) ?? [];
      const specs = g.goodsSpecFormat as Spec[];
      expect(list.length).toBe(specs.reduce((n, sp) => n * sp.value.length, 1));
      expect(g.skuId).toBe(Math.min(...list.map((x) => x.skuId)));
      expect(g.price).toBe(Math.min(...list.map((x) => x.price)));
      expect(g.goodsStock).toBe(list.reduce((n, x) => n + x.stock, 0));
      expect(g.categoryId).toBe(g.categoryId3);
      for (const sku of list) {
        const chosen = sku.skuSpecFormat as SpecValue[];
        expect(chosen.map((v) => v.spec_id)).toEqual(specs.map((sp) => sp.spec_id));
        chosen.forEach((v, i) => expect(specs[i]?.value).toContainEqual(v));
        expect(sku.skuName).toBe(`${g.goodsName} ${chosen.map((v) => v.spec_value_name).join(' ')}`);
        expect(sku.skuImage).toBe(chosen[0]?.image);
        expect([sku.goodsState, sku.siteId, sku.categoryId3, sku.brandId, sku.isOwn]).toEqual([
          g.goodsState,
          g.siteId,
          g.categoryId3,
          g.brandId,
          g.isOwn,
        ]);
      }
    }
  });

  it('stores prices as positive whole cents with market price never below price', async () => {
    const bad = await rows<{ n: number }>(
      `select count(*)::int as n from goods_sku where price <= 0 or market_price < price
       or (promotion_type = 0 and discount_price <> price) or discount_price > price or discount_price <= 0`,
    );
    // A few goods run a limited-time discount (promotion_type 1) below their price.
    expect(await count('goods_sku where promotion_type = 1 and discount_price < price')).toBeGreaterThan(0);
    expect(bad[0]?.n).toBe(0);
    expect(await count('goods_sku where stock = 0')).toBeGreaterThan(0);
    expect(await count('goods where goods_state = 0')).toBeGreaterThan(0);
    expect(await count('goods where is_virtual = 1')).toBeGreaterThan(0);
  });

  it('builds floors whose slots point at live rows', async () => {
    const floors = await seeded.database().db.select().from(s.pcFloor);
    expect(new Set(floors.map((f) => f.blockName))).toEqual(new Set(catalog.FLOOR_BLOCKS));
    const slots: Record<string, string[]> = {
      'floor-style-1': ['title', 'leftImg', 'bottomImg', 'goodsList'],
      'floor-style-2': ['title', 'subTitle', 'bottomImg', 'goodsList'],
      'floor-style-3': ['title', 'leftImg', 'categoryList', 'rightGoodsList', 'bottomGoodsList', 'brandList'],
    };
    for (const f of floors) {
      const value = catalog.storedFloorValueSchema.parse(f.value);
      expect(Object.keys(value).sort()).toEqual([...(slots[f.blockName] ?? [])].sort());
      expect(Object.keys(f.i18n as object)).toContain('zh-cn');
      for (const slot of Object.values(value)) {
        if (slot.type === 'goods') {
          expect(slot.value.sku_ids.length).toBeGreaterThanOrEqual(5);
          const live = await rows<{ n: number }>(
            `select count(*)::int as n from goods_sku k join shop p on p.site_id = k.site_id where k.sku_id in (${slot.value.sku_ids.join(',')}) and k.goods_state = 1 and k.verify_state = 1 and k.is_delete = 0 and k.stock > 0 and p.shop_status = 1`,
          );
          expect(live[0]?.n).toBe(slot.value.sku_ids.length);
        } else if (slot.type === 'brand') {
          expect(slot.value.brand_ids.length).toBeGreaterThanOrEqual(6);
          expect(await count(`goods_brand where brand_id in (${slot.value.brand_ids.join(',')})`)).toBe(
            slot.value.brand_ids.length,
          );
        } else if (slot.type === 'category') {
          expect(slot.value.category_ids.length).toBeGreaterThanOrEqual(6);
          expect(
            await count(
              `goods_category where is_show = 1 and category_id in (${slot.value.category_ids.join(',')})`,
            ),
          ).toBe(slot.value.category_ids.length);
        }
      }
    }
  });

  it('sets up the advertisement positions the storefront asks for', async () => {
    const positions = await seeded.database().db.select().from(s.advPosition);
    expect(positions.map((p) => p.keyword).sort()).toEqual([
      'NS_PC_BRAND',
      'NS_PC_COUPON',
      'NS_PC_GROUPBUY',
      'NS_PC_INDEX',
      'NS_PC_INDEX_MID_LEFT',
      'NS_PC_INDEX_MID_RIGHT',
      'NS_PC_INDEX_TOP',
      'NS_PC_LOGIN',
      'NS_PC_SECKILL',
      'NS_PC_SHOP_INDEX',
    ]);
    const carousel = positions.find((p) => p.keyword === 'NS_PC_INDEX');
    const slides = (await seeded.database().db.select().from(s.adv)).filter((a) => a.apId === carousel?.apId);
    expect(slides).toHaveLength(5);
    expect(new Set(slides.map((a) => a.background)).size).toBe(5);
  });

  it('refers only to pictures that ensureDemoImages writes', async () => {
    const known = new Set(demoImageJobs().map((j) => j.path));
    const referenced = new Set<string>();
    const add = (...paths: unknown[]) =>
      paths.forEach((p) => typeof p === 'string' && p !== '' && referenced.add(p));
    for (const g of await seeded.database().db.select().from(s.goods)) {
      add(...g.goodsImage.split(','));
      for (const spec of g.goodsSpecFormat as Spec[]) add(...spec.value.map((v) => v.image));
    }
    for (const k of await seeded
      .database()
      .db.select({ a: s.goodsSku.skuImage, b: s.goodsSku.skuImages })
      .from(s.goodsSku))
      add(k.a, ...k.b.split(','));
    for (const c of await seeded.database().db.select().from(s.goodsCategory)) add(c.image, c.imageAdv);
    for (const b of await seeded.database().db.select().from(s.goodsBrand)) add(b.imageUrl);
    for (const x of await seeded.database().db.select().from(s.shop)) add(x.logo, x.avatar, x.banner);
    for (const a of await seeded.database().db.select().from(s.adv)) add(a.advImage);
    for (const w of await seeded.database().db.select().from(s.website)) add(w.logo);
    for (const m of await seeded.database().db.select().from(s.member)) add(m.headimg);
    for (const l of await seeded.database().db.select().from(s.friendlyLink)) add(l.linkPic);
    for (const f of await seeded.database().db.select().from(s.pcFloor)) {
      for (const slot of Object.values(f.value as Record<string, { type: string; value: { url?: string } }>))
        if (slot.type === 'img') add(slot.value.url);
    }
    for (const c of await seeded.database().db.select().from(s.config)) {
      const v = c.value as Record<string, unknown>;
      if (c.configKey === 'DEFAULT_IMAGE') add(...Object.values(v));
      if (c.configKey === 'COPYRIGHT') add(v.logo);
      if (c.configKey === 'PC_FLOAT_LAYER') add(v.img_url);
    }
    expect(referenced.size).toBeGreaterThan(300);
    expect([...referenced].filter((p) => !known.has(p))).toEqual([]);
  });
});
