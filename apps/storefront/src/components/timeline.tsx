import type { Key, ReactNode } from 'react';
import './timeline.css';

export interface TimelineItem {
  key?: Key;
  /** The dot's colour: whose step it was (the refund log tells buyer, shop and platform apart). */
  color?: 'blue' | 'green' | 'orange' | 'gray';
  children: ReactNode;
}

/**
 * Events in order, each a dot on one line: an ordered list in antd's Timeline look, which cost the refund and
 * logistics pages 10 KiB gzip for what is a styled list (issue 12).
 */
export function Timeline({ items, className }: { items: TimelineItem[]; className?: string }) {
  return (
    <ol className={className ? `timeline ${className}` : 'timeline'}>
      {items.map((item, at) => (
        <li key={item.key ?? at} className={`timeline__item timeline__item--${item.color ?? 'blue'}`}>
          <span className="timeline__dot" aria-hidden="true" />
          <div className="timeline__content">{item.children}</div>
        </li>
      ))}
    </ol>
  );
}
