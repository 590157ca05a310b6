import { afterAll, describe, expect, it } from 'vitest';
import { plainMembers } from '../../flows/checkout/checkout-test-helpers.ts';
import { registeredCalls, type RegisteredCall } from '../../platform/call.ts';
import { consoleToken } from '../console-test-helpers.ts';
import { createTestApp, outcomeOf } from '../test-app.ts';
import { installWriteLog } from '../write-log.ts';
import { ACCESS_CASES, type AccessCase } from './access-cases.ts';
import { accessWorld, B_MEMBER, B_SHOP_LOGIN } from './access-world.ts';
import { ownedIdFields } from './owned-ids.ts';

const t = await createTestApp();
afterAll(() => t.close());
await plainMembers(t);
const log = await installWriteLog(t);
const calls = registeredCalls(t.app);
const tokens = {
  a: await t.loginAs('demo'),
  b: await t.loginAs(B_MEMBER),
  shopB: await consoleToken(t, B_SHOP_LOGIN),
  // shop 1's agent: member A talks with shop A (3) only
  agent: await consoleToken(t, 'agent1'),
};
const world = accessWorld(t, tokens);
// B can check out on its own, so a refusal is about A's id and not about B's missing address.
await t.call('/api/memberaddress/add', {
  token: tokens.b,
  name: 'Bob',
  mobile: '13812345678',
  address: 'Bob street 1',
  ...(await world.addressRegion()),
});

const covered = (call: RegisteredCall, field: string) =>
  ACCESS_CASES.some((c) => c.path === call.path && c.field === field);

describe('access matrix (generated from the registered calls)', () => {
  it('has a case for every call that takes an id of a member or a shop', () => {
    const missing = calls.flatMap((call) =>
      ownedIdFields(call)
        .filter((field) => !covered(call, field))
        .map((field) => `${call.path} ${field}`),
    );
    expect(missing, 'add a case to access-cases.ts (or a public field to owned-ids.ts)').toEqual([]);
  });

  it('has no case for a call or field that does not exist', () => {
    const stale = ACCESS_CASES.filter((c) => {
      const call = calls.find((k) => k.path === c.path);
      return !call || !ownedIdFields(call).includes(c.field);
    }).map((c) => `${c.path} ${c.field}`);
    expect(stale).toEqual([]);
  });

  it.each(ACCESS_CASES.map((c) => [`${c.path} ${c.field}`, c] as const))(
    "%s with the other owner's id refuses and changes nothing",
    async (_name, c: AccessCase) => {
      const token = c.path.startsWith('/merchant/')
        ? tokens.shopB
        : c.path.startsWith('/agent/')
          ? tokens.agent
          : tokens.b;
      const body = await c.body(world);
      const mark = await log.mark();
      const res = await t.call(c.path, { token, ...body });
      expect(outcomeOf(res), res.body.message).toBe(c.expect ?? 'NOT_FOUND');
      expect(await log.writesSince(mark)).toEqual([]);
      const answer = JSON.stringify(res.body.data ?? null);
      for (const secret of (await c.secrets?.(world)) ?? []) expect(answer).not.toContain(secret);
    },
  );
});
