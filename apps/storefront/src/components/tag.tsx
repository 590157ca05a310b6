import type { ReactNode } from 'react';
import './tag.css';

/** antd's preset colours that the storefront uses: a status (blue, green, red, gold, purple) or an offer (red). */
export type TagColour = 'default' | 'blue' | 'green' | 'red' | 'gold' | 'purple';

/** A small label in antd's Tag look, drawn by CSS for pages without antd (its code is 3 KiB gzip; issue 12). */
export function Tag({
  colour = 'default',
  icon,
  children,
}: {
  colour?: TagColour;
  /** Drawn before the words, 4 px apart, as antd's Tag does. */
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <span className={`mall-tag mall-tag--${colour}`}>
      {icon ? <span className="mall-tag__icon">{icon}</span> : null}
      {children}
    </span>
  );
}
