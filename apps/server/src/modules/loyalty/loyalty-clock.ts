/**
 * The loyalty module's clock: real time plus an offset that only the demo door `/api/demo/clock` moves (absent
 * in production mode), so a journey can sign in on two consecutive days. One per app, never shared.
 */
export interface LoyaltyClock {
  now: () => number;
  advanceDays: (days: number) => number;
}

export function createLoyaltyClock(): LoyaltyClock {
  let offset = 0;
  return {
    now: () => Math.floor(Date.now() / 1000) + offset,
    advanceDays: (days) => {
      offset += days * 86_400;
      return Math.floor(Date.now() / 1000) + offset;
    },
  };
}

/** Local midnight (the server's time zone, as the dashboard's "today") of the day holding `t`, in unix seconds. */
export function dayStart(t: number): number {
  const d = new Date(t * 1000);
  d.setHours(0, 0, 0, 0);
  return Math.floor(d.getTime() / 1000);
}

/** The local midnight of the day before `t`'s day (days can be 23 or 25 hours around clock changes). */
export function previousDayStart(t: number): number {
  const d = new Date(dayStart(t) * 1000);
  d.setDate(d.getDate() - 1);
  return Math.floor(d.getTime() / 1000);
}
