import { describe, expect, it } from 'vitest';
import { prettyLogStream } from './log-pretty.ts';

const run = (lines: object[]) => {
  let out = '';
  const stream = prettyLogStream({ write: (t: string) => (out += t) });
  for (const l of lines) stream.write(`${JSON.stringify(l)}\n`);
  return out.trimEnd().split('\n');
};
const time = Date.UTC(2026, 0, 2, 3, 4, 5);

describe('readable log lines', () => {
  it('prints the level, the message and the extra fields, and an error with its stack', () => {
    const out = run([
      { level: 40, time, pid: 1, hostname: 'h', msg: 'disk almost full', free: '2%' },
      {
        level: 50,
        time,
        msg: 'job failed',
        job: 'close',
        err: { message: 'boom', stack: 'Error: boom\n    at x' },
      },
    ]);
    expect(out[0]).toBe('03:04:05 WARN  disk almost full free=2%');
    expect(out[1]).toBe('03:04:05 ERROR job failed job=close');
    expect(out[2]).toBe('Error: boom');
  });

  it('turns a request into one short line', () => {
    const out = run([
      {
        level: 30,
        time,
        reqId: 'r1',
        msg: 'incoming request',
        req: { method: 'POST', url: '/api/cart/count' },
      },
      {
        level: 30,
        time,
        reqId: 'r1',
        msg: 'request completed',
        res: { statusCode: 200 },
        responseTime: 12.4,
      },
    ]);
    expect(out).toEqual(['03:04:05 INFO  POST /api/cart/count 200 12ms']);
  });
});
