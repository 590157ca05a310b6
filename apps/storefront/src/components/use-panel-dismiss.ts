import { useEffect, type RefObject } from 'react';

/**
 * What a panel under a button does while it is open (Disclosure, PopConfirm): the focus moves to `focusRef`
 * without scrolling (the panel opens under the button the shopper is looking at); a press outside `rootRef`
 * closes it; Escape closes it and gives the focus back to `triggerRef`.
 */
export function usePanelDismiss({
  open,
  setOpen,
  rootRef,
  triggerRef,
  focusRef,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  rootRef: RefObject<HTMLElement | null>;
  triggerRef: RefObject<HTMLElement | null>;
  focusRef: RefObject<HTMLElement | null>;
}): void {
  useEffect(() => {
    if (!open) return;
    focusRef.current?.focus({ preventScroll: true });
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, setOpen, rootRef, triggerRef, focusRef]);
}
