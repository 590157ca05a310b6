import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { member, memberSession } from '../../db/schema/index.ts';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';
import { callRegistrar } from '../call.ts';
import { createSession, revokeMemberSessions, revokeSession } from './session-store.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const call = callRegistrar(t.app, { db: t.database.db, config: { defaultLang: 'en-us' } });
  call({
    path: '/test/whoami',
    input: z.strictObject({}),
    auth: 'member',
    handler: (_i, ctx) => ctx.memberId,
  });
  call({
    path: '/test/maybe',
    input: z.strictObject({}),
    auth: 'optional',
    handler: (_i, ctx) => ctx.memberId ?? 0,
  });
});
afterAll(() => t.close());

const memberIdOf = async (username: string) =>
  (await t.database.db.select().from(member).where(eq(member.username, username)))[0]!.memberId;

describe('sessions and forced login', () => {
  it('answers the member of a live token', async () => {
    const token = await t.loginAs('alice');
    const res = await t.call('/test/whoami', { token });
    expect(res.body.data).toBe(await memberIdOf('alice'));
  });

  it('refuses a missing token with TOKEN_ERROR and "not logged in"', async () => {
    const res = await t.call('/test/whoami', {});
    expect(outcomeOf(res)).toBe('TOKEN_ERROR');
    expect(res.body.error_code).toBe('TOKEN_ERROR');
    expect(res.body.message).toBe('You are not logged in');
  });

  it('refuses unknown, revoked and expired tokens', async () => {
    expect((await t.call('/test/whoami', { token: 'x'.repeat(43) })).body.error_code).toBe('TOKEN_ERROR');
    const token = await t.loginAs('bob');
    await revokeSession(t.database.db, token);
    expect((await t.call('/test/whoami', { token })).body.error_code).toBe('TOKEN_ERROR');
    const expired = await createSession(t.database.db, await memberIdOf('bob'), { ttlSeconds: -1 });
    expect((await t.call('/test/whoami', { token: expired.token })).body.error_code).toBe('TOKEN_ERROR');
  });

  it('refuses the token of a locked member', async () => {
    const { token } = await createSession(t.database.db, await memberIdOf('locked'));
    expect((await t.call('/test/whoami', { token })).body.error_code).toBe('TOKEN_ERROR');
  });

  it('stores only a hash of the token', async () => {
    const token = await t.loginAs('demo');
    const rows = await t.database.db.select({ h: memberSession.tokenHash }).from(memberSession);
    expect(rows.some((r) => r.h === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.h))).toBe(true);
  });

  it('revokes every other session of a member but keeps the one in use', async () => {
    const id = await memberIdOf('demo');
    const keep = await createSession(t.database.db, id);
    const other = await createSession(t.database.db, id);
    await revokeMemberSessions(t.database.db, id, keep.sessionId);
    expect((await t.call('/test/whoami', { token: keep.token })).body.data).toBe(id);
    expect((await t.call('/test/whoami', { token: other.token })).body.error_code).toBe('TOKEN_ERROR');
  });

  it('optional login reads the member when present and ignores a dead token', async () => {
    const token = await t.loginAs('alice');
    expect((await t.call('/test/maybe', { token })).body.data).toBe(await memberIdOf('alice'));
    expect((await t.call('/test/maybe', { token: 'y'.repeat(43) })).body.data).toBe(0);
    expect((await t.call('/test/maybe', {})).body.data).toBe(0);
  });
});
