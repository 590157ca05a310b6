import { InboxOutlined } from '@ant-design/icons';
import type { CSSProperties, ReactNode } from 'react';
import './placeholders.css';

/**
 * Loading blocks and an empty note drawn by CSS, for the parts of the first screen that must not pull antd
 * (the home page and the chrome: issue 12). They look like antd's Skeleton and Empty; pages further in use
 * those.
 */
export function Shimmer({ className = '', style }: { className?: string; style?: CSSProperties }) {
  return <span className={`shimmer ${className}`} style={style} aria-hidden />;
}

export function ShimmerLines({ rows, className = '' }: { rows: number; className?: string }) {
  return (
    <span className={`shimmer-lines ${className}`} aria-hidden>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="shimmer shimmer--line" />
      ))}
    </span>
  );
}

export function EmptyNote({
  description,
  children,
  className = '',
}: {
  description: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={`empty-note ${className}`.trim()}>
      <InboxOutlined className="empty-note__icon" aria-hidden />
      <p className="empty-note__text">{description}</p>
      {children}
    </div>
  );
}
