// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CheckBox } from './check-box.tsx';

describe('CheckBox', () => {
  it('is a checkbox named by its label that reports the new state', () => {
    const onChange = vi.fn();
    render(
      <CheckBox checked={false} onChange={onChange}>
        Select all
      </CheckBox>,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('shows "some chosen" as the indeterminate state, and follows it', () => {
    const { rerender } = render(
      <CheckBox checked={false} indeterminate onChange={() => {}} aria-label="Shop" />,
    );
    const box = screen.getByRole('checkbox', { name: 'Shop' }) as HTMLInputElement;
    expect(box.indeterminate).toBe(true);
    rerender(<CheckBox checked onChange={() => {}} aria-label="Shop" />);
    expect(box.indeterminate).toBe(false);
    expect(box.checked).toBe(true);
  });

  it('does nothing while disabled', () => {
    const onChange = vi.fn();
    render(<CheckBox checked={false} disabled onChange={onChange} aria-label="All" />);
    const box = screen.getByRole('checkbox', { name: 'All' });
    fireEvent.click(box);
    expect(onChange).not.toHaveBeenCalled();
    expect((box as HTMLInputElement).disabled).toBe(true);
  });
});
