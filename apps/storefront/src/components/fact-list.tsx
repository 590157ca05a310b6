import type { ReactNode } from 'react';
import './fact-list.css';

export interface Fact {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/**
 * Labelled facts (a record's number, status, reason …) in a bordered grid in antd's Descriptions look: the
 * Descriptions component put 3 KiB gzip on the first load of each page showing one (issue 12). Two facts a row;
 * a last fact alone on its row takes the whole row, as Descriptions does.
 */
export function FactList({ facts, className }: { facts: Fact[]; className?: string }) {
  return (
    <dl className={['fact-list', className].filter(Boolean).join(' ')}>
      {facts.map((f) => (
        <div key={f.key} className="fact-list__item">
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
