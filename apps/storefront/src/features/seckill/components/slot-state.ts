import type { seckill } from '@mall/contracts';

/** The label of a slot (facts §5.1 UI): ended, in progress, about to start (the next one), stay tuned (later). */
export type SlotState = 'ended' | 'running' | 'soon' | 'later';

export function slotStates(slots: seckill.SeckillSlot[], daySeconds: number): SlotState[] {
  let next = slots.findIndex((s) => s.seckill_start_time > daySeconds);
  if (next === -1) next = slots.length;
  return slots.map((s, i) => {
    if (s.seckill_end_time <= daySeconds) return 'ended';
    if (s.seckill_start_time <= daySeconds) return 'running';
    return i === next ? 'soon' : 'later';
  });
}

/** The tab to open first: the running slot, else the next one, else the last. */
export function firstSlot(states: SlotState[]): number {
  const running = states.indexOf('running');
  if (running >= 0) return running;
  const soon = states.indexOf('soon');
  return soon >= 0 ? soon : Math.max(0, states.length - 1);
}

/** "08:00" of "08:00:00" */
export const hhmm = (show: string) => show.slice(0, 5);
