import { useState, type SyntheticEvent } from 'react';
import { defaultImageOf, imgUrl, type DefaultImageKind } from '../../../../lib/image.ts';
import { useDefaultImages } from '../../api/site-queries.ts';

export interface SafeImageProps {
  src: string | undefined | null;
  /** Which default image stands in when the picture is missing or fails to load (DESIGN §5). */
  kind: DefaultImageKind;
  alt: string;
  width?: number | string;
  height?: number | string;
  className?: string;
  /** Lazy by default; pass false for pictures above the fold. */
  lazy?: boolean;
}

/** An image from our upload storage that falls back to the site's default image of its kind. */
export function SafeImage({ src, kind, alt, width, height, className, lazy = true }: SafeImageProps) {
  const { data: defaults } = useDefaultImages();
  const fallback = defaultImageOf(defaults, kind);
  // Remember which source failed, so a new src is tried again and a failing default is not retried forever.
  const [failed, setFailed] = useState<string | null>(null);
  const wanted = imgUrl(src);
  const url = wanted && failed !== wanted ? wanted : fallback;
  const onError = (e: SyntheticEvent<HTMLImageElement>) => {
    if (url === wanted && wanted) setFailed(wanted);
    else e.currentTarget.style.visibility = 'hidden';
  };
  if (!url) return <span className={className} style={{ display: 'inline-block', width, height }} />;
  return (
    <img
      key={url}
      src={url}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={lazy ? 'lazy' : undefined}
      onError={onError}
    />
  );
}
