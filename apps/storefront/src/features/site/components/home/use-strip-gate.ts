import { useCallback, useEffect, useState } from 'react';

/**
 * How long the home page holds the strips, hot shops and floors for the strips. A slow promotion call must not
 * keep the floors hidden: past this the page shows what it has, and a late strip pushes the rest down.
 */
export const STRIP_WAIT_MS = 3000;

/**
 * The flash-sale and topic strips come from chunks and calls of their own and sit above the hot shops and
 * floors: drawn after those, and after each other, they pushed what was on screen down by 228 and 417 px (most
 * of the home page's layout shift on a phone-sized screen, where the floors are in view). The gate opens once
 * every strip has said it is settled (drawn, or drawn as nothing), or after `waitMs`.
 */
export function useStripGate(strips: readonly string[], waitMs = STRIP_WAIT_MS) {
  const [settled, setSettled] = useState<ReadonlySet<string>>(() => new Set());
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), waitMs);
    return () => clearTimeout(timer);
  }, [waitMs]);
  const settle = useCallback(
    (strip: string) => setSettled((prev) => (prev.has(strip) ? prev : new Set(prev).add(strip))),
    [],
  );
  return { open: timedOut || strips.every((s) => settled.has(s)), settle };
}
