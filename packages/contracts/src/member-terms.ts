/** Member rules the storefront uses at run time; no schema here, so using them brings no zod along. */

/** Repeated (111111) and ascending or descending runs (123456, 654321) are too easy to guess. */
export function isWeakPayPassword(pin: string): boolean {
  const d = [...pin].map(Number);
  const steps = new Set(d.slice(1).map((x, i) => x - d[i]!));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]!);
}

/** The largest avatar picture /api/member/modifyheadimg takes. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
