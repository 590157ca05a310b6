import { chat } from '@mall/contracts';

/** A socket client as a test drives it: every server message is parsed by the shared schema and kept in order. */
export interface TestSocket {
  clientId: string;
  messages: chat.ServerMessage[];
  /** Resolves with the first message received (already or later) that matches. */
  next: (match: (m: chat.ServerMessage) => boolean, timeoutMs?: number) => Promise<chat.ServerMessage>;
  send: (text: string) => void;
  closed: Promise<{ code: number }>;
  close: () => void;
}

export async function openSocket(origin: string): Promise<TestSocket> {
  const ws = new WebSocket(`${origin.replace(/^http/, 'ws')}/ws`);
  const messages: chat.ServerMessage[] = [];
  const waiters: { match: (m: chat.ServerMessage) => boolean; resolve: (m: chat.ServerMessage) => void }[] =
    [];
  const closed = new Promise<{ code: number }>((resolve) =>
    ws.addEventListener('close', (e) => resolve({ code: e.code })),
  );
  ws.addEventListener('message', (e) => {
    const msg = chat.serverMessageSchema.parse(JSON.parse(String(e.data)));
    messages.push(msg);
    for (const w of [...waiters])
      if (w.match(msg)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(msg);
      }
  });
  // A message that arrived before the test asked for it counts too (pushes can beat the HTTP answer).
  const next: TestSocket['next'] = (match, timeoutMs = 5000) =>
    new Promise((resolve, reject) => {
      const already = messages.find(match);
      if (already) return resolve(already);
      const timer = setTimeout(() => reject(new Error('no matching socket message')), timeoutMs);
      waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  const init = next((m) => m.type === 'init');
  const clientId = String((await init).data.client_id);
  return { clientId, messages, next, send: (text) => ws.send(text), closed, close: () => ws.close() };
}

/** Messages of chat content (with an id), in the order they arrived. */
export const chatIds = (s: TestSocket) => s.messages.filter((m) => m.id).map((m) => m.id!);
