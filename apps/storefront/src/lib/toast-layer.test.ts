// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { lowerToastLayer, raiseToastLayer, toastLayer } from './toast-layer.ts';

afterEach(() => document.body.replaceChildren());

const openDialog = () => {
  const dialog = document.createElement('dialog');
  dialog.className = 'dialog-frame';
  dialog.setAttribute('open', '');
  document.body.appendChild(dialog);
  return dialog;
};

describe('the toasts layer', () => {
  it('stays in the page while no dialog of ours is open', () => {
    const closed = document.createElement('dialog');
    closed.className = 'dialog-frame';
    document.body.appendChild(closed);
    raiseToastLayer();
    expect(toastLayer().parentElement).toBe(document.body);
  });

  it('goes into the topmost open dialog for a toast, and back to the page as that dialog closes', () => {
    const layer = toastLayer();
    openDialog();
    const top = openDialog();
    raiseToastLayer();
    expect(layer.parentElement).toBe(top);
    lowerToastLayer(top);
    expect(layer.parentElement).toBe(document.body);
    expect(toastLayer()).toBe(layer);
  });

  it('comes back to the page when its dialog has already left it (React removes a dialog, then cleans up)', () => {
    const dialog = openDialog();
    raiseToastLayer();
    dialog.remove();
    expect(document.getElementById('toast-layer')).toBeNull();
    lowerToastLayer(dialog);
    expect(toastLayer().parentElement).toBe(document.body);
  });

  it('is left where it is when another dialog closes', () => {
    const other = openDialog();
    const top = openDialog();
    raiseToastLayer();
    top.removeAttribute('open');
    lowerToastLayer(other);
    expect(toastLayer().parentElement).toBe(top);
  });
});
