import type { ReactNode } from 'react';
import './tag.css';

/** A small label in antd's Tag look (red: the theme's offer colour), drawn by CSS for pages without antd. */
export function Tag({ color, children }: { color?: 'red'; children: ReactNode }) {
  return <span className={`mall-tag${color ? ` mall-tag--${color}` : ''}`}>{children}</span>;
}
