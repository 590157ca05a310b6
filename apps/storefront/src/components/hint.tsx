import { useId, useState, type ReactNode } from 'react';
import './hint.css';

/**
 * A short explanation over its target while the pointer rests on it or the keyboard focuses it, in antd's Tooltip
 * look without antd, for pages that draw without it (issue 12). The text is the target's description for screen
 * readers; Escape hides it until the pointer or focus leaves.
 */
export function Hint({ text, children }: { text: ReactNode; children: ReactNode }) {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  const reset = () => setDismissed(false);
  return (
    <span
      className={`hint${dismissed ? ' hint--dismissed' : ''}`}
      tabIndex={0}
      aria-describedby={id}
      onKeyDown={(e) => e.key === 'Escape' && setDismissed(true)}
      onMouseLeave={reset}
      onBlur={reset}
    >
      {children}
      <span role="tooltip" id={id} className="hint__bubble">
        {text}
      </span>
    </span>
  );
}
