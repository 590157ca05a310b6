/** One spec of the form: its name and the values typed in (empty entries are ignored until filled). */
export interface SpecRow {
  spec_name?: string;
  values?: string[];
}

/** The specs that count: named, with at least one value, values trimmed and without repeats. */
export function cleanSpecs(specs: SpecRow[] | undefined): { spec_name: string; values: string[] }[] {
  return (specs ?? [])
    .map((s) => ({
      spec_name: (s?.spec_name ?? '').trim(),
      values: [...new Set((s?.values ?? []).map((v) => v.trim()).filter(Boolean))],
    }))
    .filter((s) => s.spec_name && s.values.length > 0);
}

/** Every combination of the specs' values, in matrix order (Red S, Red M, Blue S, Blue M); one empty without specs. */
export function combos(specs: { values: string[] }[]): string[][] {
  return specs.reduce<string[][]>((acc, s) => acc.flatMap((c) => s.values.map((v) => [...c, v])), [[]]);
}

/** How a combination is keyed in the form's SKU cells (and matched to the SKU it had before an edit). */
export const comboKey = (values: string[]) => (values.length ? values.join(' / ') : '-');
