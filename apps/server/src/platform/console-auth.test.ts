import { describe, expect, it } from 'vitest';
import { assertRoleTableRow } from './console-auth.ts';

describe('registering a call against the role table', () => {
  it('accepts a console call with its row, and any other call without one', () => {
    expect(() => assertRoleTableRow('/merchant/api/order/lists', 'merchant')).not.toThrow();
    expect(() => assertRoleTableRow('/operator/api/audit/lists', 'operator')).not.toThrow();
    expect(() => assertRoleTableRow('/api/order/lists', 'member')).not.toThrow();
    expect(() => assertRoleTableRow('/merchant/api/login', undefined)).not.toThrow();
  });

  it('refuses a console call without a row, of another audience, or a row without console auth', () => {
    expect(() => assertRoleTableRow('/merchant/api/no/such/call', 'merchant')).toThrow(
      /no row in ROLE_TABLE/,
    );
    expect(() => assertRoleTableRow('/merchant/api/order/lists', 'operator')).toThrow(/not of audience/);
    expect(() => assertRoleTableRow('/merchant/api/order/lists', 'member')).toThrow(/no console auth/);
    expect(() => assertRoleTableRow('/merchant/api/order/lists', undefined)).toThrow(/no console auth/);
  });
});
