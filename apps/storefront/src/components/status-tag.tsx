import type { ReactNode } from 'react';
import './status-tag.css';

export type StatusTagColour = 'default' | 'blue' | 'green' | 'red' | 'gold' | 'purple';

/** A small coloured label (a status, "default"), in antd's Tag look without its 3 KiB gzip of code (issue 12). */
export function StatusTag({
  colour = 'default',
  children,
}: {
  colour?: StatusTagColour;
  children: ReactNode;
}) {
  return <span className={`status-tag status-tag--${colour}`}>{children}</span>;
}
