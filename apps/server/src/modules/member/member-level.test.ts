import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/api/memberlevel/lists', () => {
  it('lists the levels in growth order to anyone, money as strings', async () => {
    const res = await t.call('/api/memberlevel/lists');
    expect(res.body.code).toBe(0);
    const levels = res.body.data as {
      growth: number;
      level_name: string;
      send_balance: string;
      is_default: number;
    }[];
    expect(levels.length).toBeGreaterThanOrEqual(2);
    expect(levels.map((l) => l.growth)).toEqual([...levels.map((l) => l.growth)].sort((a, b) => a - b));
    expect(levels.filter((l) => l.is_default === 1)).toHaveLength(1);
    for (const l of levels) {
      expect(l.level_name.length).toBeGreaterThan(0);
      expect(l.send_balance).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('drops fields it does not know (DESIGN §4: tolerant in shape)', async () => {
    const res = await t.call('/api/memberlevel/lists', { level_id: [1] });
    expect(res.body.code).toBe(0);
  });
});
