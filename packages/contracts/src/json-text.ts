// No zod here: the storefront reads JSON text fields with these, and zod stays out of its first load.

declare const parsedAs: unique symbol;
/** A string holding JSON of T; the type remembers T so the reader gets it back typed. */
export type JsonText<T> = string & { readonly [parsedAs]?: T };

export function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Writes a value as the JSON text of a field. */
export const toJsonText = <T>(value: T): JsonText<T> => JSON.stringify(value) as JsonText<T>;

/** Reads a JSON text field back, or answers the fallback when it is empty or not JSON. */
export function fromJsonText<T>(text: JsonText<T> | null | undefined, fallback: T): T {
  if (typeof text !== 'string' || text === '') return fallback;
  const parsed = parseOrUndefined(text);
  return parsed === undefined || parsed === null ? fallback : (parsed as T);
}
