import { useState, type ReactNode } from 'react';
import './hover-card.css';

/**
 * A panel under its trigger while the pointer is over either or focus is inside (a tap focuses the trigger), in
 * antd's Popover look without antd, for pages that draw without it (issue 12). The panel's content is made on the
 * first opening, when `onOpen` is told, so what it shows is fetched only for a shopper who looks. Escape closes
 * it until the pointer or focus leaves.
 */
export function HoverCard({
  trigger,
  children,
  onOpen,
  className = '',
}: {
  trigger: ReactNode;
  children: ReactNode;
  onOpen?: () => void;
  className?: string;
}) {
  const [opened, setOpened] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = () => {
    setDismissed(false);
    if (opened) return;
    setOpened(true);
    onOpen?.();
  };
  return (
    <div
      className={`hover-card${dismissed ? ' hover-card--dismissed' : ''} ${className}`.trim()}
      onMouseEnter={open}
      onFocus={open}
      onKeyDown={(e) => e.key === 'Escape' && setDismissed(true)}
      onMouseLeave={() => setDismissed(false)}
    >
      {trigger}
      <div className="hover-card__panel">
        <div className="hover-card__box">{opened ? children : null}</div>
      </div>
    </div>
  );
}
