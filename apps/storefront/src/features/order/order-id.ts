/** An order id from the address bar: a positive 32-bit whole number, or undefined for anything else. */
export const orderIdFrom = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};
