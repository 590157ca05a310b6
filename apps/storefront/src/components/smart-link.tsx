import type { ReactNode } from 'react';
import { RouteLink } from './route-link.tsx';

const EXTERNAL = /^(https?:)?\/\//i;

/** A stored link as a route inside the storefront: "/web/list?x" and "list?x" both become "/list?x". */
export function internalPath(url: string): string {
  const path = url.trim().replace(/^\/?web(?=\/|$)/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

export const isExternal = (url: string) => EXTERNAL.test(url.trim());

interface SmartLinkProps {
  url: string | undefined;
  /** Open in a new tab (navigation items with is_blank). External links always do. */
  blank?: boolean;
  className?: string;
  title?: string;
  children: ReactNode;
  onClick?: () => void;
}

/** Links configured by the platform: internal routes through the router (RouteLink), http links in a new tab. */
export function SmartLink({ url, blank, className, title, children, onClick }: SmartLinkProps) {
  if (!url?.trim())
    return (
      <span className={className} title={title}>
        {children}
      </span>
    );
  if (isExternal(url))
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={className} title={title}>
        {children}
      </a>
    );
  return (
    <RouteLink
      to={internalPath(url)}
      target={blank ? '_blank' : undefined}
      className={className}
      title={title}
      onClick={onClick}
    >
      {children}
    </RouteLink>
  );
}
