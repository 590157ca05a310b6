import { verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../schema/index.ts';
import { DEMO_ACCOUNTS, seedDemo } from './index.ts';
import { useSeededDatabase } from './seeded-database.ts';

const seeded = useSeededDatabase();
const { rows, count } = seeded;

describe('seedDemo', () => {
  it('seeds once and then leaves the database alone', async () => {
    expect(seeded.first()).toEqual({ seeded: true });
    const goodsBefore = await count('goods');
    expect(await seedDemo(seeded.database().db)).toEqual({ seeded: false });
    expect(await count('goods')).toBe(goodsBefore);
  });

  it('writes at least the documented amounts of everything', async () => {
    expect(await count('website')).toBe(8);
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
    const help = await rows<{ n: number }>(
      'select count(h.id)::int as n from help_class c left join help h on h.class_id = c.class_id group by c.class_id',
    );
    expect(help.length).toBeGreaterThanOrEqual(4);
    expect(help.every((h) => h.n >= 4)).toBe(true);
  });

  it('is deterministic: known rows come out the same every time', async () => {
    const [site] = await rows<{ title: string; web_status: number }>(
      'select title, web_status from website where website_id = 0',
    );
    expect(site).toEqual({ title: 'Nova Mall', web_status: 1 });
    const cats = await rows<{ category_name: string }>(
      'select category_name from goods_category order by category_id limit 3',
    );
    expect(cats.map((c) => c.category_name)).toEqual(['Phones & Digital', 'Mobile Phones', 'Smartphones']);
    const goods = await rows<{ goods_name: string; price: number; sku_id: number }>(
      'select goods_name, price, sku_id from goods where goods_id in (1, 2) order by goods_id',
    );
    expect(goods).toEqual(EXPECTED_FIRST_GOODS);
  });

  it('has sold-out goods on the shelf, every SKU at stock 0 (the goods page shows that state)', async () => {
    const soldOut = await rows<{ goods_id: number }>(
      `select g.goods_id from goods g where g.goods_state = 1 and g.is_virtual = 0 and g.goods_stock = 0
         and not exists (select 1 from goods_sku s where s.goods_id = g.goods_id and s.stock > 0)`,
    );
    expect(soldOut.length).toBeGreaterThanOrEqual(3);
  });

  it('writes the configuration documents with the agreed shapes', async () => {
    const config = new Map(
      (await seeded.database().db.select().from(s.config)).map((c) => [
        c.configKey,
        c.value as Record<string, unknown>,
      ]),
    );
    expect(Object.keys(config.get('COPYRIGHT') ?? {}).sort()).toEqual([
      'company_name',
      'copyright_desc',
      'copyright_link',
      'gov_record',
      'gov_url',
      'i18n',
      'icp',
      'logo',
      'market_supervision_url',
    ]);
    expect(Object.keys(config.get('DEFAULT_IMAGE') ?? {})).toHaveLength(8);
    expect(config.get('SERVICER_ROOT_CONFIG')).toEqual({ type: 'system', third: '', applet: 0 });
    expect(config.get('MONEY_CONFIG')).toEqual({ money_symbol: '$' });
    expect(config.get('PC_FLOAT_LAYER')).toMatchObject({
      url: { url: '/promotion/seckill' },
      is_show: 1,
      number: '1',
    });
    expect(String(config.get('PC_HOT_SEARCH_WORDS')?.words).split(',').length).toBeGreaterThanOrEqual(6);
    for (const key of [
      'REGISTER_CONFIG',
      'REGISTER_AGREEMENT',
      'GOODS_AFTER_SALE',
      'PC_CATEGORY_CONFIG',
      'PC_DEFAULT_SEARCH_WORDS',
    ])
      expect(config.has(key)).toBe(true);
  });

  it('has one self-operated shop and shops writing in each foreign language', async () => {
    const shops = await seeded.database().db.select().from(s.shop);
    expect(shops.filter((x) => x.isOwn === 1)).toHaveLength(1);
    expect(shops.map((x) => x.contentLang)).toEqual(
      expect.arrayContaining(['en-us', 'zh-cn', 'ko-kr', 'ru']),
    );
    for (const shop of shops) {
      expect(Number(shop.shopDesccredit)).toBeGreaterThanOrEqual(4.5);
      expect(Number(shop.shopDeliverycredit)).toBeLessThanOrEqual(5);
    }
    // A demo shop's scores are the average of its opening review scores, so real reviews add to them.
    const opening = await rows<{ site_id: number; n: number; d: string; s: string; l: string }>(
      `select site_id, count(*)::int n, round(avg(shop_desccredit), 2)::text d,
         round(avg(shop_servicecredit), 2)::text s, round(avg(shop_deliverycredit), 2)::text l
       from shop_evaluate where member_id = 0 group by site_id order by site_id`,
    );
    expect(opening.length).toBeGreaterThanOrEqual(8);
    for (const o of opening) {
      const shop = shops.find((x) => x.siteId === o.site_id);
      expect(o.n).toBe(100);
      expect([o.d, o.s, o.l]).toEqual([
        shop?.shopDesccredit,
        shop?.shopServicecredit,
        shop?.shopDeliverycredit,
      ]);
    }
    const zh = shops.find((x) => x.contentLang === 'zh-cn');
    const [zhGoods] = await rows<{ goods_name: string }>(
      `select goods_name from goods where site_id = ${zh?.siteId} limit 1`,
    );
    expect(zhGoods?.goods_name).toMatch(/[\u4e00-\u9fff]/);
  });

  it('translates every category and links it into a consistent tree', async () => {
    const cats = await seeded.database().db.select().from(s.goodsCategory);
    const byId = new Map(cats.map((c) => [c.categoryId, c]));
    for (const c of cats) {
      expect(Object.keys(c.i18n as object).sort()).toEqual(['ko-kr', 'ru', 'zh-cn', 'zh-tw']);
      const ids = [c.categoryId1, c.categoryId2, c.categoryId3];
      expect(ids[c.level - 1]).toBe(c.categoryId);
      expect(ids.slice(c.level).every((x) => x === 0)).toBe(true);
      if (c.level > 1) expect(byId.get(c.pid)?.level).toBe(c.level - 1);
    }
  });

  it('translates every platform-written label and search word list into the four other languages', async () => {
    const langs = ['zh-cn', 'zh-tw', 'ko-kr', 'ru'];
    const labels: [string, string][] = [
      ['shop_service', 'name'],
      ['shop_service', 'desc'],
      ['help_class', 'class_name'],
      ['help', 'title'],
      ['notice', 'title'],
      ['adv', 'adv_title'],
    ];
    for (const [table, field] of labels) {
      const untranslated = langs.map((l) => `coalesce(i18n->'${l}'->>'${field}', '') = ''`).join(' or ');
      const [row] = await rows<{ n: number }>(
        `select count(*)::int as n from ${table} where ${untranslated}`,
      );
      expect(row?.n, `${table}.${field}`).toBe(0);
    }
    const words = await rows<{ value: { words: string; i18n: Record<string, { words: string }> } }>(
      `select value from config where config_key in ('PC_HOT_SEARCH_WORDS', 'PC_DEFAULT_SEARCH_WORDS')`,
    );
    expect(words).toHaveLength(2);
    for (const { value } of words) {
      expect(Object.keys(value.i18n).sort()).toEqual([...langs].sort());
      for (const l of langs)
        expect(value.i18n[l]!.words.split(',')).toHaveLength(value.words.split(',').length);
    }
  });

  it('creates the demo accounts with working argon2id hashes', async () => {
    const members = await seeded.database().db.select().from(s.member);
    expect(members.map((m) => m.username)).toEqual(DEMO_ACCOUNTS.map((a) => a.username));
    const demo = members.find((m) => m.username === 'demo');
    expect(demo).toMatchObject({
      nickname: 'Demo Shopper',
      mobile: '13800000001',
      email: 'demo@example.com',
      balance: 50000,
      point: 1200,
      growth: 1500,
      status: 1,
    });
    expect(demo?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(demo?.password ?? '', 'Demo@12345')).toBe(true);
    expect(members.find((m) => m.username === 'locked')?.status).toBe(0);
    expect(members.every((m) => m.memberLevelName !== '')).toBe(true);
  });

  it('moves id sequences past the seeded ids', async () => {
    const [row] = await seeded
      .database()
      .db.insert(s.goodsBrand)
      .values({ brandName: 'Sequence Check' })
      .returning();
    expect(row?.brandId).toBeGreaterThan((await count('goods_brand')) - 1);
    await seeded.database().db.execute(sql`delete from goods_brand where brand_id = ${row?.brandId ?? 0}`);
  });
});

/** The first two listings; regenerate these when the catalogue data changes on purpose. */
const EXPECTED_FIRST_GOODS = [
  {
    goods_name: 'Lumora X3 Unlocked Android Smartphone IP68 Water Resistant, Dual SIM, 5000mAh Battery',
    price: 66999,
    sku_id: 1,
  },
  {
    goods_name: 'Lumora 16 Pro Flagship Android Smartphone NFC, 6.1" OLED Display, Dual SIM',
    price: 25999,
    sku_id: 10,
  },
];
