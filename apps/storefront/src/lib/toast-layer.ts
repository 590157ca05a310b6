/*
 * Where toasts are drawn. A modal <dialog> (components/modal-dialog.tsx, confirm-dialog.tsx) sits in the
 * browser's top layer and makes the rest of the page inert: a toast drawn in <body> would show dimmed behind it
 * and screen readers would not read it ("code sent", or the server's reason a save failed). So the toasts' layer
 * moves into the open dialog while a toast shows there, and back to <body> as the dialog closes, so a toast shown
 * as a dialog closes ("saved") stays in sight.
 */

const LAYER_ID = 'toast-layer';

/** The element antd's message draws its toasts in (app/toasts.tsx): one for the page, made on first use. */
export function toastLayer(): HTMLElement {
  let layer = document.getElementById(LAYER_ID);
  if (!layer) {
    layer = document.createElement('div');
    layer.id = LAYER_ID;
    document.body.appendChild(layer);
  }
  return layer;
}

/** Before a toast shows: into the topmost open modal dialog of ours, if any, else back in <body>. */
export function raiseToastLayer(): void {
  const dialogs = document.querySelectorAll<HTMLDialogElement>('dialog.dialog-frame[open]');
  const top = dialogs[dialogs.length - 1];
  const layer = toastLayer();
  const home = top ?? document.body;
  if (layer.parentElement !== home) home.appendChild(layer);
}

/** As a dialog closes: a toast shown inside it moves back to <body> instead of vanishing with it. */
export function lowerToastLayer(dialog: HTMLDialogElement): void {
  const layer = document.getElementById(LAYER_ID);
  if (layer && dialog.contains(layer)) document.body.appendChild(layer);
}
