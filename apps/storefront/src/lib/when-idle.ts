/**
 * Runs `work` once the browser is idle (at most `timeoutMs` later), or after `fallbackMs` where there is no
 * requestIdleCallback (Safari). Returns what cancels it.
 */
export function whenIdle(work: () => void, timeoutMs: number, fallbackMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(work, fallbackMs);
  return () => clearTimeout(timer);
}
