import { z } from './zod.ts';

/**
 * Request input is strict in type and range (DESIGN §4): malformed input is a PARAMETER_ERROR, never a 500 and
 * never a lenient guess. These are the building blocks every request schema uses, and the check the platform
 * runs over a whole request before any schema.
 */

/** Ids and counters are PostgreSQL int4 columns. */
export const INT4_MAX = 2_147_483_647;

/** What one request may carry at most, whatever its call (the biggest real one, a guest cart, is far below). */
export const INPUT_LIMITS = { depth: 8, values: 2000, textLength: 100_000 } as const;

/** Keys that could reach an object's prototype when merged; no field of ours has such a name. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Characters no text of any call holds: C0 controls (NUL first: PostgreSQL refuses it in text) except tab,
 * newline and carriage return, DEL, C1 controls, and unpaired UTF-16 surrogates.
 */
const NEVER_IN_TEXT =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string, where: string): string | null {
  if (text.length > INPUT_LIMITS.textLength) return `${where}: text too long`;
  return NEVER_IN_TEXT.test(text) ? `${where}: control or invalid characters` : null;
}

/**
 * Why a request's input is malformed before any schema reads it, or null when it is not: too deep, too many
 * values, a prototype key, or a text (value or key) with characters no field holds. Walks iteratively so a
 * deeply nested body cannot exhaust the stack.
 */
export function inputProblem(input: unknown): string | null {
  const stack: { value: unknown; depth: number; where: string }[] = [
    { value: input, depth: 0, where: 'input' },
  ];
  let values = 0;
  while (stack.length > 0) {
    const { value, depth, where } = stack.pop()!;
    if (++values > INPUT_LIMITS.values) return `more than ${INPUT_LIMITS.values} values`;
    if (typeof value === 'string') {
      const problem = textProblem(value, where);
      if (problem) return problem;
    } else if (value !== null && typeof value === 'object') {
      if (depth >= INPUT_LIMITS.depth) return `nested deeper than ${INPUT_LIMITS.depth}`;
      for (const key of Object.keys(value)) {
        if (FORBIDDEN_KEYS.has(key)) return `${key} is not a field`;
        const problem = textProblem(key, 'a key');
        if (problem) return problem;
        const child = (value as Record<string, unknown>)[key];
        stack.push({ value: child, depth: depth + 1, where: key });
      }
    }
  }
  return null;
}

// ---- numbers ------------------------------------------------------------------------------------------

/**
 * A whole number in [min, max]: a JSON number, or its decimal digits as text (GET query, form posts). Unlike
 * z.coerce it refuses `true`, `"0x1"`, `"1e3"`, `""`, `null` and `[5]` instead of reading them as numbers.
 */
export const intInput = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d{1,16}$/, 'must be a whole number')
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));

/** The id of a row (int4, from 1). */
export const idInput = intInput(1, INT4_MAX);
/** A 0/1 switch as a number or its digit. */
export const flagInput = intInput(0, 1);

// ---- text ---------------------------------------------------------------------------------------------

const ONE_LINE = /^\P{Cc}*$/u;
const LINES = /^(?:\P{Cc}|[\t\n\r])*$/u;

/** One line of text (names, keywords, numbers as typed): trimmed, at most `max`, no control characters. */
export const textInput = (max: number) =>
  z.string().trim().max(max).regex(ONE_LINE, 'must not contain control characters');

/** Text that may span lines (descriptions, messages): keeps tabs and newlines, refuses other controls. */
export const multilineTextInput = (max: number) =>
  z.string().max(max).regex(LINES, 'must not contain control characters');

/**
 * A structure the original posts as JSON text (a per-shop map, a guest cart); the structure itself is taken
 * too. The parsed text passes the same whole-input check as a request before `inner` reads it.
 */
export const jsonTextInput = <T extends z.ZodType>(
  inner: T,
  opts: { maxLength: number; emptyAs?: unknown },
) =>
  z
    .union([
      z.array(z.unknown()),
      z.record(z.string(), z.unknown()),
      z
        .string()
        .max(opts.maxLength)
        .transform((text, ctx) => {
          const parsed = parseJsonText(text, opts.emptyAs);
          if (parsed.problem === null) return parsed.value;
          ctx.addIssue({ code: 'custom', message: parsed.problem });
          return z.NEVER;
        }),
    ])
    .pipe(inner);

function parseJsonText(text: string, emptyAs: unknown): { value: unknown; problem: string | null } {
  if (text === '' && emptyAs !== undefined) return { value: emptyAs, problem: null };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { value: undefined, problem: 'not JSON' };
  }
  return { value, problem: inputProblem(value) };
}
