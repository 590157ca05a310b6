import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readListParams, writeListParams } from './list-params.ts';

type Change = Parameters<typeof writeListParams>[1];

/** The list's filters read from and written to the URL; each change is a history entry (back undoes it). */
export function useListParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListParams(search), [search]);
  const update = useCallback(
    (change: Change) => setSearch((current) => writeListParams(current, change)),
    [setSearch],
  );
  return { params, update };
}
