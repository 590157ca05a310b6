import { useState, type ReactNode } from 'react';
import './avatar.css';

/**
 * A round picture of a person or shop in antd's Avatar look, drawn by CSS (issue 12: pages without antd).
 * Without a picture, or when it fails to load, the fallback (usually the name's first letter) stands in.
 */
export function Avatar({
  src,
  size = 32,
  children,
  className,
}: {
  src?: string;
  /** Width and height in pixels. */
  size?: number;
  /** What shows when there is no picture. */
  children?: ReactNode;
  className?: string;
}) {
  // The src that failed, so a new src is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const picture = src && src !== failed ? src : null;
  return (
    <span
      className={`mall-avatar${className ? ` ${className}` : ''}`}
      style={{ width: size, height: size, lineHeight: `${size}px`, fontSize: Math.round(size / 2.3) }}
    >
      {picture ? (
        <img src={picture} alt="" width={size} height={size} onError={() => setFailed(picture)} />
      ) : (
        children
      )}
    </span>
  );
}
