import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildCatalog, largeCatalogChunks } from './catalog.ts';
import { buildSeedContext } from './context.ts';
import { getKind } from './kind-registry.ts';
import { ZH_KINDS } from './catalog-zh.ts';
import { KO_KINDS } from './catalog-ko.ts';
import { RU_KINDS } from './catalog-ru.ts';

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('demo catalogue generator', () => {
  it('produces identical rows on every run', () => {
    const a = buildCatalog(buildSeedContext().catalog);
    const b = buildCatalog(buildSeedContext().catalog);
    expect(digest(a)).toBe(digest(b));
    expect(a.goods.length).toBeGreaterThanOrEqual(500);
    expect(a.skus.length).toBeGreaterThanOrEqual(3000);
  });

  it('knows every product kind a category or foreign listing refers to', () => {
    const ctx = buildSeedContext();
    for (const leaf of ctx.catalog.leaves) expect(() => getKind(leaf.kind)).not.toThrow();
    for (const lk of [...ZH_KINDS, ...KO_KINDS, ...RU_KINDS]) {
      const { kind } = getKind(lk.base);
      expect(ctx.catalog.leaves.some((l) => l.code === lk.cat && l.kind === lk.base)).toBe(true);
      lk.specValues.forEach((values, i) =>
        expect(values.length).toBeLessThanOrEqual(kind.specs[i]?.values.length ?? 0),
      );
    }
  });

  it('writes load-test listings with 1-3 SKUs whose ids continue the default catalogue', () => {
    const ctx = buildSeedContext().catalog;
    const [chunk] = [...largeCatalogChunks(ctx, 300, 1001, 9001, 300)];
    expect(chunk?.goods).toHaveLength(300);
    expect(chunk?.goods[0]?.goodsId).toBe(1001);
    expect(chunk?.skus[0]?.skuId).toBe(9001);
    const perGoods = Map.groupBy(chunk?.skus ?? [], (s) => s.goodsId);
    for (const list of perGoods.values()) {
      expect(list.length).toBeGreaterThanOrEqual(1);
      expect(list.length).toBeLessThanOrEqual(3);
    }
    const again = [...largeCatalogChunks(ctx, 300, 1001, 9001, 300)][0];
    expect(digest(again)).toBe(digest(chunk));
  });
});
