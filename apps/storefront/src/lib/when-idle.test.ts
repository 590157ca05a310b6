import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('asks for an idle callback with the bound, and cancels it', () => {
    const request = vi.fn(() => 42);
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const work = vi.fn();
    const stop = whenIdle(work, 3000, 1500);
    expect(request).toHaveBeenCalledWith(work, { timeout: 3000 });
    stop();
    expect(cancel).toHaveBeenCalledWith(42);
  });

  it('falls back to a timer where there is no idle callback, which cancelling stops', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work, 3000, 500);
    vi.advanceTimersByTime(499);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    whenIdle(later, 3000, 500)();
    vi.advanceTimersByTime(1000);
    expect(later).not.toHaveBeenCalled();
  });
});
