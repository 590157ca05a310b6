import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { groupByDay } from './group-by-day.ts';

const at = (text: string) => dayjs(text).unix();

describe('groupByDay', () => {
  const now = at('2026-03-10T15:00:00');

  it('groups newest-first footprints by local day and names today and yesterday', () => {
    const items = [
      { id: 1, browse_time: at('2026-03-10T14:00:00') },
      { id: 2, browse_time: at('2026-03-10T00:05:00') },
      { id: 3, browse_time: at('2026-03-09T23:59:00') },
      { id: 4, browse_time: at('2026-03-01T12:00:00') },
    ];
    const groups = groupByDay(items, now);
    expect(groups.map((g) => [g.day, g.relative, g.items.map((i) => i.id)])).toEqual([
      ['2026-03-10', 'today', [1, 2]],
      ['2026-03-09', 'yesterday', [3]],
      ['2026-03-01', '', [4]],
    ]);
  });

  it('gives nothing for no footprints', () => {
    expect(groupByDay([], now)).toEqual([]);
  });
});
