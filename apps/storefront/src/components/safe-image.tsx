import type { PictureSize } from '@mall/contracts';
import { useState, type CSSProperties } from 'react';
import { defaultImageOf, imgUrl, sized, type DefaultImageKind } from '../lib/image.ts';
import { useDefaultImages } from '../lib/site-data.ts';
import './safe-image.css';

export interface SafeImageProps {
  src: string | undefined | null;
  alt: string;
  /** Which default image stands in when the picture is missing or fails to load (DESIGN §5); none leaves a box. */
  kind?: DefaultImageKind;
  width?: number | string;
  height?: number | string;
  className?: string;
  style?: CSSProperties;
  /** Lazy by default; pass false for pictures in the first screen. */
  lazy?: boolean;
  /** Class of the empty box shown when there is no picture and no default. */
  blankClassName?: string;
  /** `high` for the page's largest first-screen picture (the LCP element), so the browser fetches it first. */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Load the picture's sized copy (grids, thumbnails); the original stands in if the copy fails. */
  size?: PictureSize;
}

/**
 * The one image component of the storefront: our upload paths, the sized copy when asked, then the original,
 * then a default image of its kind.
 */
export function SafeImage(props: SafeImageProps) {
  const {
    src,
    alt,
    kind,
    width,
    height,
    className,
    style,
    lazy = true,
    blankClassName,
    size,
    fetchPriority,
  } = props;
  const { data: defaults } = useDefaultImages();
  const fallback = kind ? defaultImageOf(defaults, kind) : '';
  // Remember which sources failed, so a new src is tried again and a failing default is not retried forever.
  const [failed, setFailed] = useState<string[]>([]);
  const original = imgUrl(src);
  const tries = [size ? sized(src, size) : '', original].filter((u, i, all) => u && all.indexOf(u) === i);
  const wanted = tries.find((u) => !failed.includes(u));
  const url = wanted ?? fallback;
  if (!url) {
    return (
      <span
        className={blankClassName ?? `safe-img-blank ${className ?? ''}`}
        style={{ width, height, ...style }}
        aria-hidden
      />
    );
  }
  return (
    <img
      key={url}
      src={url}
      fetchPriority={fetchPriority}
      alt={alt}
      width={width}
      height={height}
      className={className}
      style={style}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      onError={(e) => {
        if (wanted && url === wanted) setFailed((f) => [...f, wanted]);
        else e.currentTarget.style.visibility = 'hidden';
      }}
    />
  );
}
