// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, countdownText } from './countdown.tsx';

describe('countdownText', () => {
  it('spells days, then hours, minutes and seconds, and never goes below zero', () => {
    expect(countdownText((86_400 + 2 * 3600 + 3 * 60 + 4) * 1000)).toBe('1d 02:03:04');
    expect(countdownText(59_999)).toBe('0d 00:00:59');
    expect(countdownText(-5000)).toBe('0d 00:00:00');
  });
});

describe('Countdown', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('ticks each second and stops at zero', () => {
    const { container } = render(<Countdown until={Date.now() + 2000} />);
    const timer = container.querySelector('[role="timer"]')!;
    expect(timer.textContent).toBe('0d 00:00:02');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer.textContent).toBe('0d 00:00:01');
    act(() => vi.advanceTimersByTime(5000));
    expect(timer.textContent).toBe('0d 00:00:00');
    expect(vi.getTimerCount()).toBe(0);
  });
});
