import type { ReactNode } from 'react';
import './side-tip.css';

/**
 * The side bar's hover label, drawn by CSS: antd's Tooltip brought its popup engine (trigger, motion, portal)
 * into every page's first load for these few labels (issue 12). The item keeps its own aria-label; the label
 * is for the eye only.
 */
export function SideTip({ title, children }: { title: string; children: ReactNode }) {
  return (
    <span className="mc-side-tip" data-tip={title}>
      {children}
    </span>
  );
}
