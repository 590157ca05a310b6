import { useState, type CSSProperties } from 'react';
import { defaultImageOf, imgUrl, type DefaultImageKind } from '../../../../lib/image.ts';
import { useDefaultImages } from '../../api/site-queries.ts';
import './home-image.css';

interface HomeImageProps {
  src: string | undefined;
  alt: string;
  /** Which default picture replaces a missing or broken one; none leaves an empty box. */
  fallback?: DefaultImageKind;
  className?: string;
  style?: CSSProperties;
  /** Pictures of the first screen load at once; the rest when scrolled near. */
  eager?: boolean;
}

export function HomeImage({ src, alt, fallback, className, style, eager }: HomeImageProps) {
  const { data: defaults } = useDefaultImages();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const real = imgUrl(src);
  const substitute = fallback ? defaultImageOf(defaults, fallback) : '';
  const shown = !real || failedSrc === real ? substitute : real;
  if (!shown) return <span className={`home-img-blank ${className ?? ''}`} style={style} aria-hidden />;
  return (
    <img
      className={className}
      style={style}
      src={shown}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => {
        if (shown === real) setFailedSrc(real);
      }}
    />
  );
}
