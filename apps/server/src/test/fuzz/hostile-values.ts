/**
 * Values an attacker or a broken client puts into one field: wrong types, number boundaries, control and
 * exotic characters, long texts, injection strings and JSON text with prototype keys. `MISSING` leaves the
 * field out. `lenient` marks values a numeric field must refuse rather than read as a number (issue 13).
 */
export const MISSING = Symbol('missing');

export interface HostileValue {
  label: string;
  value: unknown;
  lenient?: boolean;
}

const v = (label: string, value: unknown, lenient = false): HostileValue => ({ label, value, lenient });

export const HOSTILE_VALUES: HostileValue[] = [
  v('missing', MISSING),
  // wrong types
  v('null', null),
  v('true', true, true),
  v('false', false, true),
  v('empty array', []),
  v('array of one', [1], true),
  v('empty object', {}),
  v('operator object', { $ne: 1 }),
  // numbers at and past the boundaries of int4 and of JavaScript
  v('zero', 0),
  v('negative', -1),
  v('fraction', 1.5),
  v('int4 max', 2_147_483_647),
  v('int4 max + 1', 2_147_483_648),
  v('int4 min - 1', -2_147_483_649),
  v('2^53 + 1', 9_007_199_254_740_993),
  v('1e308', 1e308),
  v('int4 max + 1 as text', '2147483648'),
  v('20 digits', '99999999999999999999'),
  v('hex text', '0x1', true),
  v('exponent text', '1e3', true),
  v('fullwidth digit', '１', true),
  v('padded digits', ' 7 '),
  // text: empty, control characters, exotic unicode, length
  v('empty text', ''),
  v('blank text', '   '),
  v('NUL', '\u0000'),
  v('NUL inside', 'a\u0000b'),
  v('bell', '\u0007'),
  v('newline', 'a\nb'),
  v('DEL and C1', '\u007f\u0085'),
  v('lone surrogate', '\ud800'),
  v('right-to-left override', '\u202eabc'),
  v('emoji', '😀🛒'),
  v('CJK', '商品名称'),
  v('long text 300', 'x'.repeat(300)),
  v('long text 70000', 'y'.repeat(70_000)),
  // injection
  v('SQL quote', "' OR '1'='1' --"),
  v('SQL statement', '1; DROP TABLE member; --'),
  v('script tag', '<script>alert(1)</script>'),
  v('template', '${7*7}{{7*7}}'),
  v('path traversal', '../../../etc/passwd'),
  // JSON text (several calls take structures as JSON text)
  v('JSON prototype key', '{"__proto__":{"polluted":1}}'),
  v('JSON constructor key', '[{"sku_id":1,"num":1,"constructor":{"prototype":{"polluted":1}}}]'),
  v('JSON NUL', '{"1":"\\u0000"}'),
  v('JSON deep', `${'['.repeat(5000)}${']'.repeat(5000)}`),
];

/** Requests broken as a whole rather than in one field: raw bodies, common fields, structure. */
export interface HostileRequest {
  label: string;
  /** Raw body text with its content type; or a JSON value merged over the valid body. */
  raw?: { payload: string | Buffer; contentType: string };
  merge?: Record<string, unknown>;
}

const deep = (levels: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};
const manyKeys = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]));

export const HOSTILE_REQUESTS: HostileRequest[] = [
  {
    label: 'prototype key in the body',
    raw: { payload: '{"__proto__":{"polluted":1}}', contentType: 'json' },
  },
  {
    label: 'constructor key in the body',
    raw: { payload: '{"constructor":{"prototype":{"p":1}}}', contentType: 'json' },
  },
  { label: 'malformed JSON', raw: { payload: '{oops', contentType: 'json' } },
  { label: 'empty JSON body', raw: { payload: '', contentType: 'json' } },
  { label: 'JSON array body', raw: { payload: '[1,2,3]', contentType: 'json' } },
  { label: 'JSON string body', raw: { payload: '"\\u0000"', contentType: 'json' } },
  { label: 'JSON null body', raw: { payload: 'null', contentType: 'json' } },
  {
    label: 'deep JSON body',
    raw: { payload: `{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`, contentType: 'json' },
  },
  { label: 'text body', raw: { payload: 'hello', contentType: 'text/plain' } },
  { label: 'form body', raw: { payload: 'a=1&b=%00', contentType: 'application/x-www-form-urlencoded' } },
  { label: 'multipart without boundary', raw: { payload: 'x', contentType: 'multipart/form-data' } },
  { label: 'nested 50 deep', merge: { nested: deep(50) } },
  { label: '5000 keys', merge: manyKeys },
  { label: 'unknown key with NUL', merge: { unknown_field: '\u0000' } },
  { label: 'NUL in token', merge: { token: 'abc\u0000def' } },
  { label: 'long token', merge: { token: 't'.repeat(70_000) } },
  { label: 'website_id over int4', merge: { website_id: 2_147_483_648 } },
  { label: 'website_id true', merge: { website_id: true } },
  { label: 'website_id hex', merge: { website_id: '0x1' } },
  { label: 'lang NUL', merge: { lang: '\u0000' } },
  { label: 'lang unknown', merge: { lang: 'xx-yy' } },
  { label: 'app_type object', merge: { app_type: { $gt: '' } } },
];
