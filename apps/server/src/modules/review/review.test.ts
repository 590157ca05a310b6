import { review } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { maskName } from './review.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// PGlite and node-postgres both answer { rows }; the Db type shared by the two drivers cannot say so.
const rows = async <T>(q: string) => ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
const one = async <T>(q: string) => (await rows<T>(q))[0]!;
const page = async (body: Record<string, unknown>) => {
  const res = await t.call('/api/goodsevaluate/page', body);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return review.evaluatePageSchema.parse(res.body.data);
};
/** The goods with the most reviews of every kind. */
const busy = () =>
  rows<{ goods_id: number; n: number }>(
    `select goods_id, count(*)::int n from goods_evaluate group by goods_id
     having count(distinct explain_type) = 3 order by count(*) desc limit 1`,
  ).then((r) => r[0]!);

describe('goods reviews', () => {
  it('pages shown reviews newest first, with counts per tab that add up', async () => {
    const g = await busy();
    const all = await page({ goods_id: g.goods_id, page_size: 5 });
    expect(all.count).toBe(g.n);
    const times = all.list.map((r) => r.create_time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const counts = review.evaluateCountSchema.parse(
      (await t.call('/api/goodsevaluate/count', { goods_id: g.goods_id })).body.data,
    );
    expect(counts.total).toBe(g.n);
    expect(counts.good + counts.medium + counts.bad).toBe(counts.total);
    for (const [type, n] of [
      [1, counts.good],
      [2, counts.medium],
      [3, counts.bad],
    ] as const) {
      const p = await page({ goods_id: g.goods_id, explain_type: type, page_size: 100 });
      expect(p.count).toBe(n);
      expect(p.list.every((r) => r.explain_type === type)).toBe(true);
    }
    const pics = await page({ goods_id: g.goods_id, has_image: 1, page_size: 100 });
    expect(pics.count).toBe(counts.with_image);
    expect(pics.list.every((r) => r.images.split(',').length <= 6 && r.images !== '')).toBe(true);
  });

  it('masks anonymous reviewers and leaves hidden reviews out', async () => {
    const [a] = await rows<{ goods_id: number; evaluate_id: number; member_name: string }>(
      `select goods_id, evaluate_id, member_name from goods_evaluate where is_anonymous = 1 limit 1`,
    );
    const p = await page({ goods_id: a!.goods_id, page_size: 100 });
    const shown = p.list.find((r) => r.evaluate_id === a!.evaluate_id)!;
    expect(shown.member_name).toBe(maskName(a!.member_name));
    expect(shown.member_name).not.toBe(a!.member_name);
    await t.database.db.execute(
      `update goods_evaluate set is_show = 0 where evaluate_id = ${a!.evaluate_id}`,
    );
    const after = await page({ goods_id: a!.goods_id, page_size: 100 });
    expect(after.count).toBe(p.count - 1);
  });

  it('has seeded text in the shop language, shop replies and follow-ups', async () => {
    const [zh] = await rows<{ content: string }>(
      `select e.content from goods_evaluate e join shop s using (site_id) where s.content_lang = 'zh-cn' limit 1`,
    );
    expect(zh!.content).toMatch(/[\u4e00-\u9fff]/);
    const { replies, follow } = await one<{ replies: number; follow: number }>(
      `select count(*) filter (where explain_first <> '')::int replies, count(*) filter (where again_content <> '')::int follow from goods_evaluate`,
    );
    expect(replies).toBeGreaterThan(0);
    expect(follow).toBeGreaterThan(0);
  });

  it('an unknown goods has no reviews; bad filters are refused', async () => {
    expect((await page({ goods_id: 99999999 })).count).toBe(0);
    for (const body of [
      {},
      { goods_id: 'x' },
      { goods_id: 1, explain_type: 4 },
      { goods_id: 1, has_image: 2 },
      { goods_id: 1, page: 0 },
    ]) {
      expect((await t.call('/api/goodsevaluate/page', body)).body.error_code, JSON.stringify(body)).toBe(
        'PARAMETER_ERROR',
      );
    }
  });

  it('maskName keeps only the first and last character', () => {
    expect(maskName('alice')).toBe('a***e');
    expect(maskName('王小二')).toBe('王***二');
    expect(maskName('ab')).toBe('a***');
    expect(maskName('x')).toBe('***');
  });
});
