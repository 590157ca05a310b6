import { describe, expect, it } from 'vitest';
import { usernameSchema } from './account.ts';
import { isValidUsername } from './account-terms.ts';

describe('isValidUsername', () => {
  it('takes exactly the names the server schema takes', () => {
    const names = [
      'ab',
      'abc',
      'shop_fan',
      '12345',
      'a1234',
      '买家小明',
      'Иван_1',
      ' padded ',
      'x'.repeat(30),
    ];
    const more = ['x'.repeat(31), 'has space', 'semi;colon', '', '___', '00_'];
    for (const name of [...names, ...more])
      expect(isValidUsername(name), name).toBe(usernameSchema.safeParse(name).success);
    expect(isValidUsername('12345')).toBe(false);
    expect(isValidUsername('买家小明')).toBe(true);
  });
});
