// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { CodeForm } from './code-form.tsx';

describe('CodeForm', () => {
  it('asks for a code when sent empty or blank, and looks up what is typed', async () => {
    const onLookUp = vi.fn();
    await renderWithProviders(<CodeForm busy={false} onLookUp={onLookUp} />);
    const box = screen.getByRole('textbox', { name: 'Enter or paste the write-off code' });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Write-off code is required');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(alert.id);
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.submit(box.closest('form')!);
    expect(onLookUp).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: ' ab12 ' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(onLookUp.mock.calls).toEqual([[' ab12 ']]);
  });

  it('empties the box with its clear button and keeps the focus in it', async () => {
    await renderWithProviders(<CodeForm busy={false} onLookUp={vi.fn()} />);
    const box = screen.getByRole('textbox') as HTMLInputElement;
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    fireEvent.change(box, { target: { value: 'X9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(box.value).toBe('');
    expect(document.activeElement).toBe(box);
    // Cleared after typing counts as empty, as antd's form checked on change.
    expect(screen.getByRole('alert').textContent).toBe('Write-off code is required');
  });
});
