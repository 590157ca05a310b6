import { desc, eq } from 'drizzle-orm';
import { messageOutbox } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';

/** A live captcha and its answer, read through the demo-mode call. */
export async function solvedCaptcha(t: TestApp): Promise<{ captcha_id: string; captcha_code: string }> {
  const res = await t.call('/api/captcha/captcha');
  const peek = await t.call('/api/demo/captcha', { captcha_id: res.body.data.id });
  return { captcha_id: res.body.data.id, captcha_code: peek.body.data.code };
}

/** The 6-digit code in the newest outbox message to this target. */
export async function lastCode(t: TestApp, to: string): Promise<string> {
  const [row] = await t.database.db
    .select({ text: messageOutbox.text })
    .from(messageOutbox)
    .where(eq(messageOutbox.recipient, to))
    .orderBy(desc(messageOutbox.id))
    .limit(1);
  const code = row?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** Sends a code through a "get code" call and answers the key with the code that was sent. */
export async function requestCode(
  t: TestApp,
  path: string,
  body: Record<string, unknown>,
  to: string,
): Promise<{ key: string; code: string }> {
  const res = await t.call(path, { ...body, ...(await solvedCaptcha(t)) });
  if (res.body.code !== 0) throw new Error(`${path}: ${res.body.message}`);
  return { key: res.body.data.key, code: await lastCode(t, to) };
}

/** Another code than the right one, same length. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
