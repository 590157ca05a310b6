import { useState, type CSSProperties } from 'react';
import { defaultImageOf, imgUrl, type DefaultImageKind } from '../../../lib/image.ts';
import { useDefaultImages } from '../api/site-queries.ts';
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
}

/** The one image component of the storefront: our upload paths, a default image of its kind on failure. */
export function SafeImage(props: SafeImageProps) {
  const { src, alt, kind, width, height, className, style, lazy = true, blankClassName } = props;
  const { data: defaults } = useDefaultImages();
  const fallback = kind ? defaultImageOf(defaults, kind) : '';
  // Remember which source failed, so a new src is tried again and a failing default is not retried forever.
  const [failed, setFailed] = useState<string | null>(null);
  const wanted = imgUrl(src);
  const url = wanted && failed !== wanted ? wanted : fallback;
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
      alt={alt}
      width={width}
      height={height}
      className={className}
      style={style}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      onError={(e) => {
        if (url === wanted) setFailed(wanted);
        else e.currentTarget.style.visibility = 'hidden';
      }}
    />
  );
}
