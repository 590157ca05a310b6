import type { CSSProperties, ReactNode } from 'react';
import { RouteLink } from '../../../../components/route-link.tsx';
import { linkTarget } from './floor-slots.ts';

interface HomeLinkProps {
  /** A stored link url: a storefront path or an absolute web address; empty renders no link. */
  url: string | undefined;
  className?: string;
  style?: CSSProperties;
  title?: string;
  children: ReactNode;
}

/** A link to wherever a console-edited url points: in-app route, new tab for other sites, or nothing. */
export function HomeLink({ url, className, style, title, children }: HomeLinkProps) {
  const target = linkTarget(url ?? '');
  if (target.kind === 'internal')
    return (
      <RouteLink to={target.to} className={className} style={style} title={title}>
        {children}
      </RouteLink>
    );
  if (target.kind === 'external')
    return (
      <a
        href={target.href}
        className={className}
        style={style}
        title={title}
        target="_blank"
        rel="noopener noreferrer"
      >
        {children}
      </a>
    );
  return (
    <span className={className} style={style} title={title}>
      {children}
    </span>
  );
}
