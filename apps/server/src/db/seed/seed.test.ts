import { PGlite } from '@electric-sql/pglite';
import { verify } from '@node-rs/argon2';
import { catalog } from '@mall/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../client.ts';
import * as s from '../schema/index.ts';
import { DEMO_ACCOUNTS, seedDemo } from './index.ts';

interface SpecValue { spec_id: number; spec_name: string; spec_value_id: number; spec_value_name: string; image: string }
interface Spec { spec_id: number; spec_name: string; value: SpecValue[] }

let database: Database;
let first: { seeded: boolean };
const rows = async <T>(query: string) => ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
const count = async (table: string) => (await rows<{ c: number }>(`select count(*)::int as c from ${table}`))[0]?.c ?? 0;

beforeAll(async () => {
  database = await openDatabase({ pglite: new PGlite() });
  first = await seedDemo(database.db);
}, 120_000);
afterAll(async () => database?.close());

describe('seedDemo', () => {
  it('seeds once and then leaves the database alone', async () => {
    expect(first).toEqual({ seeded: true });
    const goodsBefore = await count('goods');
    expect(await seedDemo(database.db)).toEqual({ seeded: false });
    expect(await count('goods')).toBe(goodsBefore);
  });

  it('writes at least the documented amounts of everything', async () => {
    expect(await count('website')).toBe(4);
    expect(await count('shop')).toBeGreaterThanOrEqual(8);
    expect(await count('shop_service')).toBe(7);
    expect(await count('goods_category')).toBeGreaterThanOrEqual(80);
    expect(await count('goods_category where level = 1')).toBeGreaterThanOrEqual(10);
    expect(await count('goods_brand')).toBeGreaterThanOrEqual(30);
    expect(await count('goods')).toBeGreaterThanOrEqual(500);
    expect(await count('goods_sku')).toBeGreaterThanOrEqual(3000);
    expect(await count('pc_floor')).toBeGreaterThanOrEqual(6);
    expect(await count('pc_nav')).toBeGreaterThanOrEqual(6);
    expect(await count('friendly_link')).toBeGreaterThanOrEqual(6);
    expect(await count('notice')).toBeGreaterThanOrEqual(10);
    expect(await count('member_level')).toBeGreaterThanOrEqual(4);
    expect(await count('member_level where is_default = 1')).toBe(1);
    const help = await rows<{ n: number }>('select count(h.id)::int as n from help_class c left join help h on h.class_id = c.class_id group by c.class_id');
    expect(help.length).toBeGreaterThanOrEqual(4);
    expect(help.every((h) => h.n >= 4)).toBe(true);
  });

  it('is deterministic: known rows come out the same every time', async () => {
    const [site] = await rows<{ title: string; web_status: number }>('select title, web_status from website where website_id = 0');
    expect(site).toEqual({ title: 'Nova Mall', web_status: 1 });
    const cats = await rows<{ category_name: string }>('select category_name from goods_category order by category_id limit 3');
    expect(cats.map((c) => c.category_name)).toEqual(['Phones & Digital', 'Mobile Phones', 'Smartphones']);
    const goods = await rows<{ goods_name: string; price: number; sku_id: number }>('select goods_name, price, sku_id from goods where goods_id in (1, 2) order by goods_id');
    expect(goods).toEqual(EXPECTED_FIRST_GOODS);
  });

  it('writes the configuration documents with the agreed shapes', async () => {
    const config = new Map((await database.db.select().from(s.config)).map((c) => [c.configKey, c.value as Record<string, unknown>]));
    expect(Object.keys(config.get('COPYRIGHT') ?? {}).sort()).toEqual(['company_name', 'copyright_desc', 'copyright_link', 'gov_record', 'gov_url', 'icp', 'logo', 'market_supervision_url']);
    expect(Object.keys(config.get('DEFAULT_IMAGE') ?? {})).toHaveLength(8);
    expect(config.get('SERVICER_ROOT_CONFIG')).toEqual({ type: 'system', third: '', applet: 0 });
    expect(config.get('MONEY_CONFIG')).toEqual({ money_symbol: '$' });
    expect(config.get('PC_FLOAT_LAYER')).toMatchObject({ url: { url: '/promotion/seckill' }, is_show: 1, number: '1' });
    expect(String(config.get('PC_HOT_SEARCH_WORDS')?.words).split(',').length).toBeGreaterThanOrEqual(6);
    for (const key of ['REGISTER_CONFIG', 'REGISTER_AGREEMENT', 'GOODS_AFTER_SALE', 'PC_CATEGORY_CONFIG', 'PC_DEFAULT_SEARCH_WORDS']) expect(config.has(key)).toBe(true);
  });

  it('has one self-operated shop and shops writing in each foreign language', async () => {
    const shops = await database.db.select().from(s.shop);
    expect(shops.filter((x) => x.isOwn === 1)).toHaveLength(1);
    expect(shops.map((x) => x.contentLang)).toEqual(expect.arrayContaining(['en-us', 'zh-cn', 'ko-kr', 'ru']));
    for (const shop of shops) {
      expect(Number(shop.shopDesccredit)).toBeGreaterThanOrEqual(4.5);
      expect(Number(shop.shopDeliverycredit)).toBeLessThanOrEqual(5);
    }
    const zh = shops.find((x) => x.contentLang === 'zh-cn');
    const [zhGoods] = await rows<{ goods_name: string }>(`select goods_name from goods where site_id = ${zh?.siteId} limit 1`);
    expect(zhGoods?.goods_name).toMatch(/[\u4e00-\u9fff]/);
  });

  it('translates every category and links it into a consistent tree', async () => {
    const cats = await database.db.select().from(s.goodsCategory);
    const byId = new Map(cats.map((c) => [c.categoryId, c]));
    for (const c of cats) {
      expect(Object.keys(c.i18n as object).sort()).toEqual(['ko-kr', 'ru', 'zh-cn', 'zh-tw']);
      const ids = [c.categoryId1, c.categoryId2, c.categoryId3];
      expect(ids[c.level - 1]).toBe(c.categoryId);
      expect(ids.slice(c.level).every((x) => x === 0)).toBe(true);
      if (c.level > 1) expect(byId.get(c.pid)?.level).toBe(c.level - 1);
    }
  });

  it('keeps every SKU consistent with its goods', async () => {
    const goods = await database.db.select().from(s.goods);
    const skus = await database.db.select().from(s.goodsSku);
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
        expect([sku.goodsState, sku.siteId, sku.categoryId3, sku.brandId, sku.isOwn]).toEqual([g.goodsState, g.siteId, g.categoryId3, g.brandId, g.isOwn]);
      }
    }
  });

  it('stores prices as positive whole cents with market price never below price', async () => {
    const bad = await rows<{ n: number }>('select count(*)::int as n from goods_sku where price <= 0 or market_price < price or discount_price <> price');
    expect(bad[0]?.n).toBe(0);
    expect(await count('goods_sku where stock = 0')).toBeGreaterThan(0);
    expect(await count('goods where goods_state = 0')).toBeGreaterThan(0);
    expect(await count('goods where is_virtual = 1')).toBeGreaterThan(0);
  });

  it('builds floors whose slots point at live rows', async () => {
    const floors = await database.db.select().from(s.pcFloor);
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
          const live = await rows<{ n: number }>(`select count(*)::int as n from goods_sku k join shop p on p.site_id = k.site_id where k.sku_id in (${slot.value.sku_ids.join(',')}) and k.goods_state = 1 and k.verify_state = 1 and k.is_delete = 0 and k.stock > 0 and p.shop_status = 1`);
          expect(live[0]?.n).toBe(slot.value.sku_ids.length);
        } else if (slot.type === 'brand') {
          expect(slot.value.brand_ids.length).toBeGreaterThanOrEqual(6);
          expect(await count(`goods_brand where brand_id in (${slot.value.brand_ids.join(',')})`)).toBe(slot.value.brand_ids.length);
        } else if (slot.type === 'category') {
          expect(slot.value.category_ids.length).toBeGreaterThanOrEqual(6);
          expect(await count(`goods_category where is_show = 1 and category_id in (${slot.value.category_ids.join(',')})`)).toBe(slot.value.category_ids.length);
        }
      }
    }
  });

  it('sets up the advertisement positions the storefront asks for', async () => {
    const positions = await database.db.select().from(s.advPosition);
    expect(positions.map((p) => p.keyword).sort()).toEqual(
      ['NS_PC_BRAND', 'NS_PC_COUPON', 'NS_PC_GROUPBUY', 'NS_PC_INDEX', 'NS_PC_INDEX_MID_LEFT', 'NS_PC_INDEX_MID_RIGHT', 'NS_PC_INDEX_TOP', 'NS_PC_LOGIN', 'NS_PC_SECKILL', 'NS_PC_SHOP_INDEX'],
    );
    const carousel = positions.find((p) => p.keyword === 'NS_PC_INDEX');
    const slides = (await database.db.select().from(s.adv)).filter((a) => a.apId === carousel?.apId);
    expect(slides).toHaveLength(5);
    expect(new Set(slides.map((a) => a.background)).size).toBe(5);
  });

  it('creates the demo accounts with working argon2id hashes', async () => {
    const members = await database.db.select().from(s.member);
    expect(members.map((m) => m.username)).toEqual(DEMO_ACCOUNTS.map((a) => a.username));
    const demo = members.find((m) => m.username === 'demo');
    expect(demo).toMatchObject({ nickname: 'Demo Shopper', mobile: '13800000001', email: 'demo@example.com', balance: 50000, point: 1200, growth: 1500, status: 1 });
    expect(demo?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(demo?.password ?? '', 'Demo@12345')).toBe(true);
    expect(members.find((m) => m.username === 'locked')?.status).toBe(0);
    expect(members.every((m) => m.memberLevelName !== '')).toBe(true);
  });

  it('moves id sequences past the seeded ids', async () => {
    const [row] = await database.db.insert(s.goodsBrand).values({ brandName: 'Sequence Check' }).returning();
    expect(row?.brandId).toBeGreaterThan(await count('goods_brand') - 1);
    await database.db.execute(sql`delete from goods_brand where brand_id = ${row?.brandId ?? 0}`);
  });
});

const EXPECTED_FIRST_GOODS: unknown[] = [];
