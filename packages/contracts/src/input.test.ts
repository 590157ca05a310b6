import { describe, expect, it } from 'vitest';
import { z } from './zod.ts';
import { idInput, inputProblem, intInput, jsonTextInput, multilineTextInput, textInput } from './input.ts';

describe('inputProblem: the whole-request check', () => {
  it('passes ordinary input, with tabs and newlines in text', () => {
    expect(inputProblem({ a: 1, b: 'x\ty\nz', c: [{ d: '商品 😀' }], e: null, f: true })).toBeNull();
  });

  it.each([
    ['NUL', { a: 'x\u0000' }],
    ['a bell in a nested text', { a: [{ b: 'ring\u0007' }] }],
    ['DEL', { a: '\u007f' }],
    ['a C1 control', { a: '\u0085' }],
    ['a lone high surrogate', { a: 'x\ud800' }],
    ['a lone low surrogate', { a: '\udc00x' }],
    ['a control character in a key', { 'a\u0000': 1 }],
    ['__proto__', JSON.parse('{"__proto__":{"polluted":1}}')],
    ['constructor', { a: { constructor: { prototype: {} } } }],
    ['prototype', { prototype: 1 }],
  ])('refuses %s', (_name, input) => {
    expect(inputProblem(input)).not.toBeNull();
  });

  it('refuses depth and size beyond the limits without exhausting the stack', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(inputProblem({ deep })).toMatch(/nested deeper/);
    expect(inputProblem(Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`k${i}`, i])))).toMatch(
      /more than/,
    );
    expect(inputProblem({ a: 'x'.repeat(100_001) })).toMatch(/too long/);
  });
});

describe('intInput and idInput', () => {
  it('take numbers and their decimal digits', () => {
    expect(idInput.parse(7)).toBe(7);
    expect(idInput.parse(' 7 ')).toBe(7);
    expect(intInput(-5, 5).parse('-3')).toBe(-3);
    expect(idInput.parse(2_147_483_647)).toBe(2_147_483_647);
  });

  it.each([
    true,
    false,
    null,
    [],
    [5],
    {},
    '',
    ' ',
    '0x1',
    '1e3',
    '１',
    '1.5',
    1.5,
    0,
    -1,
    2_147_483_648,
    '2147483648',
    1e308,
  ])('refuses %j as an id', (value) => {
    expect(idInput.safeParse(value).success).toBe(false);
  });
});

describe('text', () => {
  it('one line refuses every control character; multi-line keeps tab, newline and return', () => {
    expect(textInput(10).parse('  abc  ')).toBe('abc');
    for (const bad of ['a\nb', 'a\tb', 'a\u0000', 'a\u001b[31m'])
      expect(textInput(10).safeParse(bad).success).toBe(false);
    expect(multilineTextInput(20).parse('line 1\r\n\tline 2')).toBe('line 1\r\n\tline 2');
    expect(multilineTextInput(20).safeParse('a\u0000b').success).toBe(false);
    expect(textInput(3).safeParse('abcd').success).toBe(false);
  });
});

describe('jsonTextInput', () => {
  const lines = jsonTextInput(z.array(z.object({ id: idInput }).strict()).max(3), { maxLength: 200 });

  it('takes the structure or its JSON text', () => {
    expect(lines.parse([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(lines.parse('[{"id":"2"}]')).toEqual([{ id: 2 }]);
  });

  it('checks the parsed text like a request: prototype keys, control characters, depth', () => {
    for (const bad of [
      '[{"id":1,"__proto__":{"x":1}}]',
      '[{"id":"\\u0000"}]',
      `${'['.repeat(50)}${']'.repeat(50)}`,
      '{oops',
      'x'.repeat(201),
    ])
      expect(lines.safeParse(bad).success, bad.slice(0, 20)).toBe(false);
  });

  it('reads an empty text as the given empty value', () => {
    const map = jsonTextInput(z.record(z.string(), z.number()), { maxLength: 50, emptyAs: {} });
    expect(map.parse('')).toEqual({});
  });
});
