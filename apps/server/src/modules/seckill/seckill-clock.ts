/*
 * Slots are seconds since local midnight (facts §5.1), local meaning the server process's time zone (TZ), the
 * same for every process of one deployment. The per-member limit counts per local day.
 */

/** Seconds since local midnight at unix time `now`. */
export function daySeconds(now: number): number {
  const d = new Date(now * 1000);
  return d.getHours() * 3600 + d.getMinutes() * 60 + d.getSeconds();
}

/** The local date of `now` as yyyymmdd. */
export function dayKey(now: number): number {
  const d = new Date(now * 1000);
  return d.getFullYear() * 10_000 + (d.getMonth() + 1) * 100 + d.getDate();
}

const two = (n: number) => String(n).padStart(2, '0');
/** "HH:MM:SS" of seconds since midnight (24:00:00 for the end of the day). */
export const timeShow = (s: number) =>
  `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;

/** The slot ids of ",1,3," */
export const slotIdsOf = (text: string) =>
  text
    .split(',')
    .filter(Boolean)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

export interface SlotTimes {
  id: number;
  seckillStartTime: number;
  seckillEndTime: number;
}

/** The slot among `slots` running at `now` (start ≤ now < end), if any. */
export function runningSlot<T extends SlotTimes>(slots: T[], now: number): T | undefined {
  const s = daySeconds(now);
  return slots.find((x) => x.seckillStartTime <= s && s < x.seckillEndTime);
}
