// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ChoiceButtons } from './choice-buttons.tsx';
import { ChoiceSelect } from './choice-select.tsx';
import { MountedOnceOpen } from './lazy-dialogs.tsx';
import { PayPasswordInput } from './pay-password-input.tsx';

const STORES = [
  { value: 7, label: 'North store' },
  { value: 9, label: 'South store' },
];

describe('ChoiceSelect', () => {
  it('shows its placeholder until something is chosen and answers the chosen value as given (a number)', () => {
    const onChange = vi.fn();
    render(
      <ChoiceSelect
        label="Store"
        placeholder="Choose a store"
        value={undefined}
        choices={STORES}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Store' });
    expect(select.selectedOptions[0]!.textContent).toBe('Choose a store');
    expect(select.className).toContain('co-select--empty');
    fireEvent.change(select, { target: { value: '9' } });
    expect(onChange).toHaveBeenCalledWith(9);
  });

  it('offers no placeholder once a value is chosen, and says so when there is nothing to choose', () => {
    const { rerender } = render(
      <ChoiceSelect
        label="Store"
        placeholder="Choose a store"
        value={7}
        choices={STORES}
        onChange={() => {}}
      />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox');
    expect([...select.options].map((o) => o.textContent)).toEqual(['North store', 'South store']);
    expect(select.value).toBe('7');
    rerender(
      <ChoiceSelect label="Store" value={undefined} choices={[]} empty="No store" onChange={() => {}} />,
    );
    expect([...select.options].map((o) => [o.textContent, o.disabled])).toEqual([
      ['', true],
      ['No store', true],
    ]);
  });
});

describe('ChoiceButtons', () => {
  it('is a radio group whose chosen button is marked', () => {
    const onChange = vi.fn();
    render(
      <ChoiceButtons
        value="express"
        choices={[
          { value: 'express', label: 'Express' },
          { value: 'store', label: 'Store pickup' },
        ]}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('radiogroup')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Express' }).checked).toBe(true);
    expect(screen.getByText('Express').parentElement!.className).toContain('co-choice--on');
    fireEvent.click(screen.getByText('Store pickup'));
    expect(onChange).toHaveBeenCalledWith('store');
  });
});

describe('PayPasswordInput', () => {
  it('keeps digits only and shows them while its eye is pressed', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<PayPasswordInput value="12" onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('6-digit payment password');
    expect(input.type).toBe('password');
    fireEvent.change(input, { target: { value: '1a2b3' } });
    expect(onChange).toHaveBeenCalledWith('123');
    const eye = screen.getByRole('button', { name: 'Show password' });
    fireEvent.click(eye);
    expect(input.type).toBe('text');
    expect(eye.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('MountedOnceOpen', () => {
  it('renders nothing before the first opening and keeps its dialog after closing', () => {
    const { rerender } = render(<MountedOnceOpen open={false}>dialog</MountedOnceOpen>);
    expect(screen.queryByText('dialog')).toBeNull();
    rerender(<MountedOnceOpen open>dialog</MountedOnceOpen>);
    rerender(<MountedOnceOpen open={false}>dialog</MountedOnceOpen>);
    expect(screen.getByText('dialog')).toBeTruthy();
  });
});
