import { describe, expect, it } from 'vitest';
import { idFromParam } from './id-param.ts';

describe('idFromParam', () => {
  it('takes positive 32-bit whole numbers and nothing else', () => {
    expect(idFromParam('12')).toBe(12);
    expect(idFromParam('2147483647')).toBe(2_147_483_647);
    for (const bad of [null, '', '0', '-3', '1.5', '2147483648', 'abc', '1e3x'])
      expect(idFromParam(bad), String(bad)).toBeUndefined();
  });
});
