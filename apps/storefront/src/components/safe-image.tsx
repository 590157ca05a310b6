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
  const { src, size } = props;
  // Remember which sources failed, so a new src is tried again.
  const [failed, setFailed] = useState<string[]>([]);
  const original = imgUrl(src);
  const tries = [size ? sized(src, size) : '', original].filter((u, i, all) => u && all.indexOf(u) === i);
  const wanted = tries.find((u) => !failed.includes(u));
  // The site's default pictures are asked for only where one stands in: a page draws a hundred pictures, and a
  // query observer for each took 104 ms of the home page's first load at Lighthouse's 4× CPU slowdown (issue 12).
  if (!wanted) return <DefaultImage {...props} />;
  return <Picture {...props} url={wanted} onFailed={() => setFailed((f) => [...f, wanted])} />;
}

/** The default picture of the kind, or a blank box; a default that fails too is hidden, never retried. */
function DefaultImage(props: SafeImageProps) {
  const { kind, width, height, className, style, blankClassName } = props;
  const { data: defaults } = useDefaultImages();
  const fallback = kind ? defaultImageOf(defaults, kind) : '';
  if (!fallback) {
    return (
      <span
        className={blankClassName ?? `safe-img-blank ${className ?? ''}`}
        style={{ width, height, ...style }}
        aria-hidden
      />
    );
  }
  return <Picture {...props} url={fallback} onFailed={(img) => (img.style.visibility = 'hidden')} />;
}

function Picture({
  url,
  onFailed,
  alt,
  width,
  height,
  className,
  style,
  lazy = true,
  fetchPriority,
}: SafeImageProps & { url: string; onFailed: (img: HTMLImageElement) => void }) {
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
      onError={(e) => onFailed(e.currentTarget)}
    />
  );
}
