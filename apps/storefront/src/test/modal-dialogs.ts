import { afterEach, beforeEach, vi } from 'vitest';

/**
 * jsdom has no showModal nor close: these stand in for the browser's during each test of the calling file, so a
 * test sees a dialog shown as modal (the `open` attribute) and can ask which dialog was shown, and how often.
 */
export function stubModalDialogs() {
  const showModal = vi.fn(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  const close = vi.fn(function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  });
  beforeEach(() => {
    Object.assign(HTMLDialogElement.prototype, { showModal, close });
    showModal.mockClear();
    close.mockClear();
  });
  afterEach(() => {
    Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
    Reflect.deleteProperty(HTMLDialogElement.prototype, 'close');
  });
  return { showModal, close };
}
