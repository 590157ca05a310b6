import type { z } from 'zod';

/**
 * Reads a call's contract (a zod object schema) into what the generated suites need: each field, whether it is
 * required, and a value the field's own schema accepts, so one field at a time can be made hostile while the
 * others stay valid and the call gets past its schema into the service.
 */
export interface ContractField {
  name: string;
  schema: z.ZodType;
  required: boolean;
  /** A value this field accepts, or undefined when none of the samples fits (the call is refused anyway). */
  sample: unknown;
  /** The field takes numbers (ids, counts, flags): booleans, hex and exponent texts must be refused. */
  numeric: boolean;
  /** The field takes a list of numbers too (cart ids, order lines), so [1] is a real value for it. */
  list: boolean;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, unknown>;
  values?: unknown[];
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The object schema under optional, default and pipe wrappers; null for a call without an object input. */
function objectOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape ?? {};
  if (def.type === 'pipe' && def.in) return objectOf(def.in);
  if (def.innerType) return objectOf(def.innerType);
  return null;
}

/** The first enum or literal value under the wrappers: the natural sample of a closed set. */
function closedValue(schema: z.ZodType): unknown {
  const def = defOf(schema);
  if (def.type === 'enum') return Object.values(def.entries ?? {})[0];
  if (def.type === 'literal') return def.values?.[0];
  if (def.type === 'pipe' && def.in) return closedValue(def.in);
  if (def.innerType) return closedValue(def.innerType);
  if (def.type === 'union') {
    for (const option of def.options ?? []) {
      const v = closedValue(option);
      if (v !== undefined) return v;
    }
  }
  return undefined;
}

/** Values real fields take (ids, names, codes, keys, mobiles, times, JSON text), tried in order. */
const SAMPLES: unknown[] = [
  1,
  'fuzzuser01',
  'fuzz-value-00000001',
  'Fuzz@12345',
  'fuzz@example.com',
  '13800138000',
  '123456',
  110101,
  'ABCDEFGHJKLM',
  '10:30',
  [{ sku_id: 1, num: 1 }],
  {},
  0,
  '',
];

/** Field values by name, tried first: real ids and well-formed mobiles get a call past its service checks. */
export type FieldHints = Record<string, unknown>;

function sampleFor(schema: z.ZodType, hint: unknown): unknown {
  if (hint !== undefined && schema.safeParse(hint).success) return hint;
  const closed = closedValue(schema);
  if (closed !== undefined && schema.safeParse(closed).success) return closed;
  return SAMPLES.find((v) => v !== undefined && schema.safeParse(v).success);
}

export function contractFields(input: z.ZodType, hints: FieldHints = {}): ContractField[] {
  const shape = objectOf(input) ?? {};
  return Object.entries(shape).map(([name, schema]) => ({
    name,
    schema,
    required: !schema.safeParse(undefined).success,
    sample: sampleFor(schema, hints[name]),
    numeric: schema.safeParse(1).success && !schema.safeParse('fuzzuser01').success,
    list: schema.safeParse([1, 2]).success,
  }));
}

/** A body every field of which is valid on its own (required fields, and optional ones with a sample). */
export function validBody(fields: ContractField[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) if (f.sample !== undefined && f.required) body[f.name] = f.sample;
  return body;
}
