import type { ReactNode } from 'react';
import { EmptyNote, ShimmerLines } from './placeholders.tsx';

interface ListStatusProps {
  loading: boolean;
  /** True once the list has loaded with nothing in it. */
  empty: boolean;
  emptyText: string;
  /** Shimmer lines while loading, about the height of a page of rows. */
  rows?: number;
  /** What the empty state offers next (a link to go shopping). */
  children?: ReactNode;
}

/**
 * A list's loading and empty states, shown above (instead of) its rows. Drawn by CSS, so a page whose list is
 * its only antd part (the notices) loads without antd (issue 12).
 */
export function ListStatus({ loading, empty, emptyText, rows = 8, children }: ListStatusProps) {
  return (
    <>
      {loading ? <ShimmerLines rows={rows} /> : null}
      {empty ? <EmptyNote description={emptyText}>{children}</EmptyNote> : null}
    </>
  );
}
