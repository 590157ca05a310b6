import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { audienceOfCall, CONSOLE_ROLE_AUDIENCE, type ConsoleRole } from '@mall/contracts';
import { homePath, menuPages, PAGES } from './route-table.ts';

const routes = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../locales/en-us/routes.json'), 'utf8'),
) as Record<string, string>;

describe('the console route table', () => {
  it('builds every page on a call of its own audience', () => {
    for (const page of PAGES) expect(audienceOfCall(page.call), page.path).toBe(page.audience);
  });

  it('has a title (and menu group) text for every page', () => {
    for (const page of PAGES) {
      expect(routes[page.title], page.title).toBeTruthy();
      if (page.menu?.group) expect(routes[page.menu.group], page.menu.group).toBeTruthy();
    }
  });

  it('gives every role a home page in its menu, and only pages its calls allow', () => {
    const roles = Object.keys(CONSOLE_ROLE_AUDIENCE) as ConsoleRole[];
    for (const role of roles) {
      const audience = CONSOLE_ROLE_AUDIENCE[role];
      expect(homePath(role, audience), role).not.toBe('/login');
      expect(menuPages(role, 'operator').length > 0, role).toBe(audience === 'operator');
    }
    const staffMenu = menuPages('shop_staff', 'merchant').map((p) => p.path);
    expect(staffMenu).toContain('merchant/orders');
    expect(staffMenu).not.toContain('merchant/staff');
  });
});
