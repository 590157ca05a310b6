import { address } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (body: Record<string, unknown>) => {
  const res = await t.call('/api/address/lists', body);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return address.areaListSchema.parse(res.body.data);
};

describe('regions', () => {
  it('answers the 31 provinces, their cities and districts from the real data', async () => {
    const provinces = await list({ pid: 0 });
    expect(provinces).toHaveLength(31);
    expect(provinces[0]).toMatchObject({ id: 110000, name: '北京市', level: 1 });
    const beijing = await list({ pid: 110000, level: 2 });
    expect(beijing).toEqual([{ id: 110100, pid: 110000, name: '北京市', level: 2 }]);
    const districts = await list({ pid: 110100 });
    expect(districts.map((d) => d.name)).toContain('海淀区');
    const guangdong = await list({ pid: 440000 });
    expect(guangdong.map((c) => c.id)).toEqual(expect.arrayContaining([440100, 440300]));
  });

  it('groups every city under its province for the city picker', async () => {
    const res = await t.call('/api/address/city', {});
    const groups = address.cityListSchema.parse(res.body.data);
    expect(groups).toHaveLength(31);
    expect(groups.reduce((n, g) => n + g.child_list.length, 0)).toBe(342);
  });

  it('refuses unknown parents, wrong levels and malformed ids', async () => {
    expect(outcomeOf(await t.call('/api/address/lists', { pid: 999999 }))).toBe('NOT_FOUND');
    const wrong = await t.call('/api/address/lists', { pid: 110000, level: 3 });
    expect(wrong.body.error_code).toBe('PARAMETER_ERROR');
    for (const pid of ['abc', [110000], -1, 1.5]) {
      expect((await t.call('/api/address/lists', { pid })).body.error_code).toBe('PARAMETER_ERROR');
    }
  });
});
