// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FactList } from './fact-list.tsx';
import { StatusTag } from './status-tag.tsx';

describe('FactList', () => {
  it('pairs each label with its value as a description list, a tag among the values', () => {
    const { container } = render(
      <FactList
        facts={[
          { key: 'no', label: 'Complaint no.', value: 'C2026' },
          { key: 'status', label: 'Status', value: <StatusTag colour="purple">Pending</StatusTag> },
          { key: 'reason', label: 'Reason', value: 'Not as described' },
        ]}
      />,
    );
    const pairs = [...container.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]);
    expect(pairs).toEqual([
      ['Complaint no.', 'C2026'],
      ['Status', 'Pending'],
      ['Reason', 'Not as described'],
    ]);
    expect(screen.getByText('Pending').className).toBe('status-tag status-tag--purple');
  });
});
