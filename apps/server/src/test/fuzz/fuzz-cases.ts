import type { RegisteredCall } from '../../platform/call.ts';
import { contractFields, validBody, type FieldHints } from '../contract-fields.ts';
import { HOSTILE_REQUESTS, HOSTILE_VALUES, MISSING } from './hostile-values.ts';

/** One request the fuzz suite sends to a call, and what it must get back beyond "no 5xx". */
export interface FuzzCase {
  label: string;
  method: 'GET' | 'POST';
  /** JSON body of a POST; the identity's token is added unless the case sets one. */
  body?: Record<string, unknown>;
  /** Query string of a GET (the token is added the same way). */
  query?: string;
  raw?: { payload: string | Buffer; contentType: string };
  /** A numeric field given a boolean, hex or exponent text, [1]: must be a PARAMETER_ERROR, not read leniently. */
  mustRefuse?: boolean;
}

const CONTENT_TYPES: Record<string, string> = { json: 'application/json' };

function fieldCases(call: RegisteredCall, hints: FieldHints): FuzzCase[] {
  const fields = contractFields(call.input, hints);
  const base = validBody(fields);
  const cases: FuzzCase[] = [{ label: 'valid fields', method: 'POST', body: base }];
  for (const field of fields) {
    for (const hostile of HOSTILE_VALUES) {
      const body = { ...base };
      if (hostile.value === MISSING) delete body[field.name];
      else body[field.name] = hostile.value;
      cases.push({
        label: `${field.name} = ${hostile.label}`,
        method: 'POST',
        body,
        mustRefuse: Boolean(
          hostile.lenient && field.numeric && !(Array.isArray(hostile.value) && field.list),
        ),
      });
    }
  }
  return cases;
}

const queryOf = (fields: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(fields).map(([k, val]): [string, string] => [k, String(val)]),
  ).toString();

/** Reads answer GET too: the same fields arrive as query text, where only strings exist. */
function queryCases(call: RegisteredCall, hints: FieldHints): FuzzCase[] {
  if (!call.read) return [];
  const fields = contractFields(call.input, hints);
  const base = validBody(fields);
  const cases: FuzzCase[] = [
    { label: 'GET prototype key', method: 'GET', query: `${queryOf(base)}&__proto__=x&__proto__[a]=1` },
    { label: 'GET constructor key', method: 'GET', query: `${queryOf(base)}&constructor[prototype][a]=1` },
  ];
  for (const field of fields) {
    for (const text of ['0x1', '\u0000', '2147483648', '', 'z'.repeat(300)]) {
      cases.push({
        label: `GET ${field.name} = ${JSON.stringify(text.slice(0, 8))}`,
        method: 'GET',
        query: queryOf({ ...base, [field.name]: text }),
        mustRefuse: field.numeric && text === '0x1',
      });
    }
  }
  return cases;
}

function requestCases(call: RegisteredCall, hints: FieldHints): FuzzCase[] {
  const base = validBody(contractFields(call.input, hints));
  return HOSTILE_REQUESTS.map((r) =>
    r.raw
      ? {
          label: r.label,
          method: 'POST',
          raw: { payload: r.raw.payload, contentType: CONTENT_TYPES[r.raw.contentType] ?? r.raw.contentType },
        }
      : { label: r.label, method: 'POST', body: { ...base, ...r.merge } },
  );
}

/** Every case of a JSON call: each field made hostile in turn, the same as GET query text, whole requests. */
export function fuzzCases(call: RegisteredCall, hints: FieldHints): FuzzCase[] {
  return [...fieldCases(call, hints), ...queryCases(call, hints), ...requestCases(call, hints)];
}
