import type { ReactNode } from 'react';
import './fact-list.css';

export interface Fact {
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** Takes a whole row (a remark, pictures). */
  wide?: boolean;
}

/** Which facts take a whole row: the wide ones, and one left alone on its row (at the end or before a wide one). */
function wholeRows(facts: Fact[]): boolean[] {
  let nextIsSecondInRow = false;
  return facts.map((f, i) => {
    if (f.wide) {
      nextIsSecondInRow = false;
      return true;
    }
    if (nextIsSecondInRow) {
      nextIsSecondInRow = false;
      return false;
    }
    const next = facts[i + 1];
    const alone = next === undefined || next.wide === true;
    nextIsSecondInRow = !alone;
    return alone;
  });
}

/**
 * Labelled facts (a record's number, status, reason …) in a bordered grid in antd's Descriptions look, two a row:
 * the Descriptions component put 3 KiB gzip on the first load of each page showing one (issue 12). As there, a
 * fact left alone on its row stretches over it. `size="middle"`: antd's middle size (larger cells, nothing under it).
 */
export function FactList({ facts, size = 'small' }: { facts: Fact[]; size?: 'small' | 'middle' }) {
  const whole = wholeRows(facts);
  return (
    <dl className={size === 'middle' ? 'fact-list fact-list--middle' : 'fact-list'}>
      {facts.map((f, i) => (
        <div key={f.key} className={whole[i] ? 'fact-list__item fact-list__item--row' : 'fact-list__item'}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
