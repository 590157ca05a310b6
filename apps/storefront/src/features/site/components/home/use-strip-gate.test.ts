// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStripGate } from './use-strip-gate.ts';

const STRIPS = ['seckill', 'topics'] as const;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useStripGate', () => {
  it('opens only once every strip has settled', () => {
    const { result } = renderHook(() => useStripGate(STRIPS, 3000));
    expect(result.current.open).toBe(false);
    act(() => result.current.settle('topics'));
    act(() => result.current.settle('topics'));
    expect(result.current.open).toBe(false);
    act(() => result.current.settle('seckill'));
    expect(result.current.open).toBe(true);
  });

  it('opens after the wait when a strip never settles, so the floors are never held for good', () => {
    const { result } = renderHook(() => useStripGate(STRIPS, 3000));
    act(() => result.current.settle('seckill'));
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.open).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.open).toBe(true);
  });
});
