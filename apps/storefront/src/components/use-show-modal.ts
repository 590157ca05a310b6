import { useEffect, type RefObject } from 'react';
import { lowerToastLayer } from '../lib/toast-layer.ts';

/**
 * Shows a <dialog> as the browser's modal while `open` (the focus moves in, Escape asks it to close, the page
 * behind takes no clicks) and, as it closes or leaves the page, gives the focus back to what had it before: a
 * <dialog> removed from the page gives nothing back by itself, and a closed one not in every browser.
 */
export function useShowModal(ref: RefObject<HTMLDialogElement | null>, open = true) {
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom has no showModal nor close: there the dialog is simply open, then not.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      lowerToastLayer(dialog);
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      opener?.focus();
    };
  }, [ref, open]);
}
