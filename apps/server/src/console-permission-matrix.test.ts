import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isConsoleCall,
  PUBLIC_CONSOLE_CALLS,
  ROLE_TABLE,
  type ConsoleCall,
  type ConsoleRole,
} from '@mall/contracts';
import { registeredCalls } from './platform/call.ts';
import { consoleToken } from './test/console-test-helpers.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/*
 * The permission matrix, generated from the role table: every console call with every audience. A console call
 * without a row cannot even be registered; a row without a call, or a call under a console prefix that skips
 * console auth, fails here.
 */

interface Audience {
  name: string;
  /** The role the session holds; none for visitors and members (no console session at all). */
  role?: ConsoleRole;
  token: (t: TestApp) => Promise<string | undefined>;
}

const AUDIENCES: Audience[] = [
  { name: 'visitor', token: async () => undefined },
  { name: 'member', token: (t) => t.loginAs('demo') },
  { name: 'owner of shop 1', role: 'shop_owner', token: (t) => consoleToken(t, 'shop1') },
  { name: 'staff of shop 1', role: 'shop_staff', token: (t) => consoleToken(t, 'staff1') },
  { name: 'owner of shop 3', role: 'shop_owner', token: (t) => consoleToken(t, 'shop3') },
  { name: 'agent of shop 1', role: 'shop_agent', token: (t) => consoleToken(t, 'agent1') },
  { name: 'operator', role: 'operator', token: (t) => consoleToken(t, 'admin') },
];

const CONSOLE_PREFIX = /^\/(merchant|agent|operator)\/api\//;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the console role table', () => {
  it('has a registered call for every row, and every console-prefixed call is a login or has a row', () => {
    const calls = registeredCalls(t.app);
    const paths = new Set(calls.map((c) => c.path));
    for (const path of Object.keys(ROLE_TABLE)) expect(paths, `${path} is not registered`).toContain(path);
    for (const c of calls.filter((x) => CONSOLE_PREFIX.test(x.path))) {
      const isPublic = (PUBLIC_CONSOLE_CALLS as readonly string[]).includes(c.path);
      expect(isPublic || isConsoleCall(c.path), `${c.path} has no row`).toBe(true);
      expect(c.auth === undefined, `${c.path}: auth ${c.auth}`).toBe(isPublic);
    }
  });

  for (const path of Object.keys(ROLE_TABLE) as ConsoleCall[]) {
    it(`${path}: allowed for ${ROLE_TABLE[path].join(', ')} only`, async () => {
      for (const audience of AUDIENCES) {
        // A fresh session per call: logout calls end the one they are made with.
        const token = await audience.token(t);
        const r = await t.call(path, token ? { token } : {});
        const code = r.body.error_code as string | undefined;
        const label = `${audience.name} → ${code ?? 'ok'}`;
        if (!audience.role) expect(code, label).toBe('TOKEN_ERROR');
        else if ((ROLE_TABLE[path] as readonly string[]).includes(audience.role))
          expect(['TOKEN_ERROR', 'PERMISSION_DENIED'], label).not.toContain(code);
        else expect(code, label).toBe('PERMISSION_DENIED');
      }
    });
  }
});
