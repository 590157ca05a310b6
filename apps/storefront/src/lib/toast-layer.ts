/*
 * Where toasts are drawn. A modal <dialog> (components/modal-dialog.tsx, confirm-dialog.tsx) sits in the
 * browser's top layer and makes the rest of the page inert: a toast drawn in <body> would show dimmed behind it
 * and screen readers would not read it ("code sent", or the server's reason a save failed). So the toasts' layer
 * moves into the open dialog while a toast shows there, and back to <body> as the dialog closes, so a toast shown
 * as a dialog closes ("saved") stays in sight.
 */

const LAYER_ID = 'toast-layer';
/**
 * Held here, not looked up by id: a dialog that leaves the page takes the layer with it, and React runs the
 * dialog's clean-up (lowerToastLayer) only after removing it, when the document no longer finds the layer.
 */
let layer: HTMLElement | undefined;

/** The element the toasts are drawn in (app/toasts.tsx): one for the page, made on first use. */
export function toastLayer(): HTMLElement {
  if (!layer) {
    layer = document.createElement('div');
    layer.id = LAYER_ID;
  }
  if (!layer.isConnected) document.body.appendChild(layer);
  return layer;
}

/** Before a toast shows: into the topmost open modal dialog of ours, if any, else back in <body>. */
export function raiseToastLayer(): void {
  const dialogs = document.querySelectorAll<HTMLDialogElement>('dialog.dialog-frame[open]');
  const top = dialogs[dialogs.length - 1];
  const own = toastLayer();
  const home = top ?? document.body;
  if (own.parentElement !== home) home.appendChild(own);
}

/** As a dialog closes or leaves the page: a toast shown inside it moves back to <body> instead of going with it. */
export function lowerToastLayer(dialog: HTMLDialogElement): void {
  if (layer && (dialog.contains(layer) || !layer.isConnected)) document.body.appendChild(layer);
}
