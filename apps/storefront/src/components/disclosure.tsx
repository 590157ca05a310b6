import { useId, useRef, useState, type ReactNode } from 'react';
import { usePanelDismiss } from './use-panel-dismiss.ts';
import './disclosure.css';

interface Props {
  /** What the button shows (it names the button). */
  trigger: ReactNode;
  /** The panel's heading, also its accessible name. */
  title: string;
  children: ReactNode;
  className?: string;
  triggerClassName?: string;
}

/**
 * A button that opens a panel below it, in place of antd's Popover on pages drawn without antd (issue 12).
 * The panel takes the focus when it opens; Escape closes it and gives the focus back to the button; a click
 * outside closes it.
 */
export function Disclosure({ trigger, title, children, className = '', triggerClassName = '' }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  usePanelDismiss({ open, setOpen, rootRef, triggerRef: buttonRef, focusRef: panelRef });

  return (
    <div ref={rootRef} className={`disclosure ${className}`.trim()}>
      <button
        ref={buttonRef}
        type="button"
        className={triggerClassName}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {trigger}
      </button>
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label={title}
          tabIndex={-1}
          className="disclosure__panel"
        >
          <div className="disclosure__title">{title}</div>
          {children}
        </div>
      ) : null}
    </div>
  );
}
