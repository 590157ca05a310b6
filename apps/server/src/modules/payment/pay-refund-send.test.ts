import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { registerRefundSender, sendRefundsNow, sendRefundsSoon } from './pay-refund.ts';

describe('sendRefundsNow', () => {
  it('waits for a send that sendRefundsSoon started before it looks for due refunds', async () => {
    // Only the identity of the database matters to the sender registry.
    const db = {} as Db;
    const events: string[] = [];
    let answerProvider: () => void = () => {};
    let calls = 0;
    registerRefundSender(db, async () => {
      calls++;
      if (calls === 1) {
        // The background send holds its refund until the provider answers.
        await new Promise<void>((resolve) => (answerProvider = resolve));
        events.push('background send done');
        return 1;
      }
      events.push('due refunds looked for');
      return 0;
    });
    sendRefundsSoon(db);
    await new Promise((resolve) => setImmediate(resolve));
    const now = sendRefundsNow(db).then((n) => events.push(`now done (${n})`));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual([]);
    answerProvider();
    await now;
    expect(events).toEqual(['background send done', 'due refunds looked for', 'now done (0)']);
  });

  it('answers 0 when no sender is registered', async () => {
    expect(await sendRefundsNow({} as Db)).toBe(0);
  });
});
