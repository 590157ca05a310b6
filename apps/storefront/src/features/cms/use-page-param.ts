import { useSearchParams } from 'react-router';

/** The list page number lives in the address (?page=), so reload and back keep it. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const setPage = (next: number) => {
    const q = new URLSearchParams(params);
    if (next > 1) q.set('page', String(next));
    else q.delete('page');
    setParams(q);
    window.scrollTo({ top: 0 });
  };
  return [page, setPage];
}

/** An id from a prefixed path ('12' of /cms/notice-12); anything else is 0 (not found). */
export const toId = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : 0;
};
