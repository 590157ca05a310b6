/** A row id from the address bar (`?order_id=12`): a positive 32-bit whole number, or undefined for anything else. */
export const idFromParam = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};
