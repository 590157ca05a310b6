// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FactList, type Fact } from './fact-list.tsx';
import { Tag } from './tag.tsx';

const rowsOf = (container: HTMLElement) =>
  [...container.querySelectorAll('dl > div')].map((row) => [
    row.querySelector('dt')!.textContent,
    row.querySelector('dd')!.textContent,
    row.classList.contains('fact-list__item--row') ? 'whole row' : 'half',
  ]);

const fact = (key: string, wide?: boolean): Fact => ({ key, label: key, value: `${key}!`, wide });

describe('FactList', () => {
  it('pairs each label with its value, two a row, the last one alone stretching over its row', () => {
    const { container } = render(
      <FactList
        facts={[
          { key: 'no', label: 'Complaint no.', value: 'C2026' },
          { key: 'status', label: 'Status', value: <Tag colour="purple">Pending</Tag> },
          { key: 'reason', label: 'Reason', value: 'Not as described' },
        ]}
      />,
    );
    expect(rowsOf(container)).toEqual([
      ['Complaint no.', 'C2026', 'half'],
      ['Status', 'Pending', 'half'],
      ['Reason', 'Not as described', 'whole row'],
    ]);
    expect(screen.getByText('Pending').className).toBe('mall-tag mall-tag--purple');
  });

  it('gives a wide fact its own row, and stretches one left alone before it', () => {
    const { container } = render(
      <FactList facts={[fact('a'), fact('b'), fact('c'), fact('remark', true), fact('d'), fact('e')]} />,
    );
    expect(rowsOf(container).map(([label, , width]) => `${label} ${width}`)).toEqual([
      'a half',
      'b half',
      'c whole row',
      'remark whole row',
      'd half',
      'e half',
    ]);
  });
});
