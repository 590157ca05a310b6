import { useCallback, useSyncExternalStore, type RefObject } from 'react';

function subscribe(callback: () => void) {
  window.addEventListener('scroll', callback, { passive: true });
  window.addEventListener('resize', callback);
  return () => {
    window.removeEventListener('scroll', callback);
    window.removeEventListener('resize', callback);
  };
}

/** True while the page is scrolled further than `px`; re-renders only when that flips. */
export function useScrolledBeyond(px: number): boolean {
  const snapshot = useCallback(() => window.scrollY > px, [px]);
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

/** True once the bottom of the element has scrolled out of the window. */
export function useScrolledPast(ref: RefObject<HTMLElement | null>): boolean {
  const snapshot = useCallback(() => {
    const el = ref.current;
    return el ? el.getBoundingClientRect().bottom < 0 : false;
  }, [ref]);
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
