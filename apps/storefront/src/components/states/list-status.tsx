import { Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';

interface ListStatusProps {
  loading: boolean;
  /** True once the list has loaded with nothing in it. */
  empty: boolean;
  emptyText: string;
  /** Skeleton lines while loading, about the height of a page of rows. */
  rows?: number;
  /** What the empty state offers next (a link to go shopping). */
  children?: ReactNode;
}

/** A list's loading and empty states, shown above (instead of) its rows. */
export function ListStatus({ loading, empty, emptyText, rows = 8, children }: ListStatusProps) {
  return (
    <>
      {loading ? <Skeleton active paragraph={{ rows }} /> : null}
      {empty ? <Empty description={emptyText}>{children}</Empty> : null}
    </>
  );
}
