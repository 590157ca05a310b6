// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from './toasts.tsx';
import { closeToast, showToast, toast } from '../lib/toast.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => closeToast());
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows one at a time: a new one replaces the one shown, errors as alerts, the rest as a status', () => {
    render(<Toasts />);
    act(() => toast('Saved', 'success'));
    expect(screen.getByRole('status').textContent).toBe('Saved');
    act(() => toast('The code is wrong'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('The code is wrong');
  });

  it('each lasts three seconds of its own, so one that replaced another is not cut short', () => {
    render(<Toasts />);
    act(() => toast('first', 'info'));
    act(() => vi.advanceTimersByTime(2900));
    act(() => toast('second', 'info'));
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByRole('status').textContent).toBe('second');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closeToast(id) closes only that toast, if it is still the one shown', () => {
    render(<Toasts />);
    let first = 0;
    act(() => void (first = showToast('first', 'warning')));
    act(() => toast('second', 'warning'));
    act(() => closeToast(first));
    expect(screen.getByRole('alert').textContent).toBe('second');
  });

  it('is drawn inside an open dialog of ours, not behind it', () => {
    const dialog = document.createElement('dialog');
    dialog.className = 'dialog-frame';
    dialog.setAttribute('open', '');
    document.body.appendChild(dialog);
    render(<Toasts />);
    act(() => toast('Code sent', 'success'));
    expect(dialog.contains(screen.getByRole('status'))).toBe(true);
    dialog.remove();
  });
});
