import { toJsonText, type JsonText, type Link } from '@mall/contracts';
import { describe, expect, it } from 'vitest';
import { linkUrl, readJsonText } from './json-text.ts';

describe('json text fields', () => {
  it('reads JSON text back into its value, and empty or broken text as the fallback', () => {
    expect(readJsonText(toJsonText([{ spec_name: 'Colour' }]), [])).toEqual([{ spec_name: 'Colour' }]);
    expect(readJsonText('' as JsonText<string[]>, ['x'])).toEqual(['x']);
    expect(readJsonText('{oops' as JsonText<string[]>, [])).toEqual([]);
    expect(readJsonText(undefined, 1)).toBe(1);
  });

  it('answers the url of a link sent as JSON text', () => {
    expect(linkUrl(toJsonText<Link>({ url: '/list?category_id=3' }))).toBe('/list?category_id=3');
    expect(linkUrl('null' as JsonText<Link>)).toBe('');
    expect(linkUrl(undefined)).toBe('');
  });
});
