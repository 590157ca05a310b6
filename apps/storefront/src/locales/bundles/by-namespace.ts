/** `{'../en-us/cart.json': {...}}` → `{cart: {...}}`. */
export function byNamespace(
  files: Record<string, Record<string, unknown>>,
): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [file, messages] of Object.entries(files)) {
    const ns = /([^/]+)\.json$/.exec(file)?.[1];
    if (ns) out[ns] = messages;
  }
  return out;
}
