import dayjs from 'dayjs';

export interface DayGroup<T> {
  /** YYYY-MM-DD in the shopper's time zone. */
  day: string;
  /** 'today', 'yesterday' or '' (then the page shows the date). */
  relative: '' | 'today' | 'yesterday';
  items: T[];
}

/**
 * Footprints arrive newest first; consecutive ones of the same local calendar day form one group, so the page
 * reads like a diary. `now` is passed in so tests do not depend on the clock.
 */
export function groupByDay<T extends { browse_time: number }>(items: T[], now: number): DayGroup<T>[] {
  const today = dayjs.unix(now).format('YYYY-MM-DD');
  const yesterday = dayjs.unix(now).subtract(1, 'day').format('YYYY-MM-DD');
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = dayjs.unix(item.browse_time).format('YYYY-MM-DD');
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else
      groups.push({
        day,
        relative: day === today ? 'today' : day === yesterday ? 'yesterday' : '',
        items: [item],
      });
  }
  return groups;
}
