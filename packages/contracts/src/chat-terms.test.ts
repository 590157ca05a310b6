import { describe, expect, it } from 'vitest';
import { serverMessageSchema } from './chat.ts';
import { readServerMessage } from './chat-terms.ts';

// Frames a socket may carry: the browser's reader must judge each as the server's schema does.
const FRAMES: unknown[] = [
  { v: 1, type: 'init', data: { client_id: 'abc' } },
  { v: 1, type: 'string', id: 42, data: { content: 'hi' } },
  { v: 1, type: 'close', data: {}, extra: 'dropped' },
  { v: 2, type: 'string', data: {} },
  { v: '1', type: 'string', data: {} },
  { v: 1, type: 'shout', data: {} },
  { v: 1, type: 'string', id: 1.5, data: {} },
  { v: 1, type: 'string', id: '7', data: {} },
  { v: 1, type: 'string', id: 2 ** 60, data: {} },
  { v: 1, type: 'string' },
  { v: 1, type: 'string', data: [] },
  { v: 1, type: 'string', data: null },
  [],
  null,
  'ping',
  42,
];

describe('readServerMessage', () => {
  it.each(FRAMES.map((f) => [JSON.stringify(f), f]))('reads %s as the schema does', (_, frame) => {
    const bySchema = serverMessageSchema.safeParse(frame);
    expect(readServerMessage(frame)).toEqual(bySchema.success ? bySchema.data : null);
  });

  it('keeps a message and its id, and drops what is not in the shape', () => {
    expect(readServerMessage({ v: 1, type: 'close', id: 3, data: { a: 1 }, extra: true })).toEqual({
      v: 1,
      type: 'close',
      id: 3,
      data: { a: 1 },
    });
  });
});
