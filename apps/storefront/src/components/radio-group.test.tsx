// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './radio-group.tsx';

describe('RadioGroup', () => {
  it('is a group of radios named by their words, named itself by its label, showing the value', () => {
    render(
      <>
        <span id="type-label">Refund type</span>
        <RadioGroup
          name="refund_type"
          value={2}
          onChange={() => {}}
          labelledBy="type-label"
          choices={[
            { value: 1, label: 'Refund only' },
            { value: 2, label: 'Return and refund' },
          ]}
        />
      </>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Refund type' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Refund only' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('radio', { name: 'Return and refund' }) as HTMLInputElement).checked).toBe(true);
  });

  it('reports the chosen value as it was given (a number stays a number)', () => {
    const onChange = vi.fn();
    render(
      <RadioGroup
        name="refund_type"
        value={1}
        onChange={onChange}
        choices={[
          { value: 1, label: 'Refund only' },
          { value: 2, label: 'Return and refund' },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Return and refund' }));
    expect(onChange.mock.calls).toEqual([[2]]);
  });
});
