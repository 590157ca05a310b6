// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ChoiceButtons } from './choice-buttons.tsx';
import { MountedOnceOpen } from './lazy-dialogs.tsx';
import { PayPasswordInput } from './pay-password-input.tsx';

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
