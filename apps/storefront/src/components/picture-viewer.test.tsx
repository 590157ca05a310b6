// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { raiseToastLayer, toastLayer } from '../lib/toast-layer.ts';
import { stubModalDialogs } from '../test/modal-dialogs.ts';
import { renderWithProviders } from '../test/render.tsx';
import { PictureViewer } from './picture-viewer.tsx';

const { showModal, close } = stubModalDialogs();

const ITEMS = ['/a.png', '/b.png', '/c.png', '/d.png'];
const alt = (i: number) => `Jacket ${i + 1}`;

/** The viewer as a page holds it; `showPicture` is the page moving it (onChange only records what it asked). */
async function renderViewer(current: number, items = ITEMS) {
  const onChange = vi.fn();
  const onClose = vi.fn();
  let show: (at: number) => void = () => {};
  function Host() {
    const [at, setAt] = useState(current);
    show = setAt;
    return <PictureViewer items={items} current={at} onChange={onChange} onClose={onClose} alt={alt} />;
  }
  const { container } = await renderWithProviders(<Host />);
  const dialog = container.querySelector('dialog');
  return {
    onChange,
    onClose,
    showPicture: (at: number) => {
      act(() => show(at));
      // The same dialog throughout: what it shows changed, it was not drawn anew.
      expect(container.querySelector('dialog')).toBe(dialog);
    },
  };
}

const button = (name: string) => screen.getByRole('button', { name });
const picture = () => screen.getByRole('img') as HTMLImageElement;
const key = (k: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key: k });

describe('PictureViewer', () => {
  it('opens as the browser’s modal on the given picture, with its place among the others', async () => {
    await renderViewer(2);
    expect(showModal).toHaveBeenCalledTimes(1);
    const dialog = screen.getByRole('dialog', { name: 'Picture viewer' });
    expect(picture().getAttribute('src')).toBe('/c.png');
    expect(picture().alt).toBe('Jacket 3');
    expect(dialog.textContent).toContain('3 / 4');
    expect(screen.getByText('Picture 3 of 4')).toBeTruthy();
  });

  it('previous and next ask for the neighbouring picture, and nothing past either end', async () => {
    const first = await renderViewer(0);
    expect(button('Previous picture').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button('Previous picture'));
    expect(first.onChange).not.toHaveBeenCalled();
    fireEvent.click(button('Next picture'));
    expect(first.onChange).toHaveBeenLastCalledWith(1);

    first.showPicture(3);
    first.onChange.mockClear();
    expect(button('Next picture').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button('Next picture'));
    expect(first.onChange).not.toHaveBeenCalled();
    fireEvent.click(button('Previous picture'));
    expect(first.onChange).toHaveBeenLastCalledWith(2);
  });

  it('the arrow keys move the same way, wherever the focus is', async () => {
    const { onChange, showPicture } = await renderViewer(1);
    key('ArrowRight');
    expect(onChange).toHaveBeenLastCalledWith(2);
    // A click beside the picture leaves the focus on the page itself.
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith(0);
    showPicture(0);
    onChange.mockClear();
    key('ArrowLeft');
    showPicture(3);
    key('ArrowRight');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('one picture: no previous, next nor counter', async () => {
    const { onChange } = await renderViewer(0, ['/only.png']);
    expect(screen.queryByRole('button', { name: 'Next picture' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous picture' })).toBeNull();
    expect(screen.getByRole('dialog').textContent).not.toContain('1 / 1');
    key('ArrowRight');
    expect(onChange).not.toHaveBeenCalled();
  });

  it.each([
    ['×', () => fireEvent.click(button('Close'))],
    ['Escape', () => fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }))],
    [
      'a click beside the picture',
      () => {
        fireEvent.mouseDown(screen.getByRole('dialog'));
        fireEvent.click(screen.getByRole('dialog'));
      },
    ],
  ])('%s asks to close it', async (_, act) => {
    const { onClose } = await renderViewer(0);
    act();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Escape is left to the page, and a click on the picture itself does not close it', async () => {
    const { onClose } = await renderViewer(0);
    const escape = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByRole('dialog'), escape);
    expect(escape.defaultPrevented).toBe(true);
    onClose.mockClear();
    fireEvent.mouseDown(picture());
    fireEvent.click(picture());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closed by the browser itself, tells the page; a stale close event from before it was shown again does not', async () => {
    const { onClose } = await renderViewer(0);
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    fireEvent(dialog, new Event('close'));
    expect(onClose).not.toHaveBeenCalled();
    dialog.close();
    fireEvent(dialog, new Event('close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('zooms and turns the picture, within bounds, and starts afresh on another picture', async () => {
    const { showPicture } = await renderViewer(0);
    expect(picture().style.transform).toBe('translate(0px, 0px) scale(1) rotate(0deg)');
    expect(button('Zoom out').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button('Zoom out'));
    expect(picture().style.transform).toBe('translate(0px, 0px) scale(1) rotate(0deg)');

    fireEvent.click(button('Zoom in'));
    fireEvent.click(button('Rotate'));
    fireEvent.click(button('Rotate'));
    expect(picture().style.transform).toBe('translate(0px, 0px) scale(1.5) rotate(180deg)');
    fireEvent.click(button('Zoom out'));
    expect(picture().style.transform).toBe('translate(0px, 0px) scale(1) rotate(180deg)');
    for (let i = 0; i < 10; i++) fireEvent.click(button('Zoom in'));
    expect(picture().style.transform).toBe('translate(0px, 0px) scale(4) rotate(180deg)');
    expect(button('Zoom in').getAttribute('aria-disabled')).toBe('true');

    showPicture(1);
    expect(picture().style.transform).toBe('translate(0px, 0px) scale(1) rotate(0deg)');
    // Back on the first picture, its zoom is not remembered either.
    showPicture(0);
    expect(picture().style.transform).toBe('translate(0px, 0px) scale(1) rotate(0deg)');
  });

  it('drags a zoomed picture about within its overhang, zooms by the wheel, and centres it again at zoom 1', async () => {
    await renderViewer(0);
    // jsdom lays nothing out: the picture is drawn 400 × 300 before zoom.
    Object.defineProperty(picture(), 'offsetWidth', { value: 400 });
    Object.defineProperty(picture(), 'offsetHeight', { value: 300 });
    const dragBy = (dx: number, dy: number) => {
      fireEvent.pointerDown(picture(), { pointerId: 1, clientX: 500, clientY: 400 });
      fireEvent.pointerMove(picture(), { pointerId: 1, clientX: 500 + dx, clientY: 400 + dy });
      fireEvent.pointerUp(picture(), { pointerId: 1 });
    };
    dragBy(30, 10);
    // Not zoomed: nothing to drag.
    expect(picture().style.transform).toBe('translate(0px, 0px) scale(1) rotate(0deg)');
    fireEvent.wheel(picture(), { deltaY: -100 });
    expect(picture().style.transform).toBe('translate(0px, 0px) scale(1.5) rotate(0deg)');
    dragBy(30, -10);
    expect(picture().style.transform).toBe('translate(30px, -10px) scale(1.5) rotate(0deg)');
    // At 1.5× a 400 × 300 picture overhangs its box by 100 px across and 75 px down on each side.
    dragBy(500, -500);
    expect(picture().style.transform).toBe('translate(100px, -75px) scale(1.5) rotate(0deg)');
    // A quarter turn swaps what overhangs across and down.
    fireEvent.click(button('Rotate'));
    expect(picture().style.transform).toBe('translate(75px, -75px) scale(1.5) rotate(90deg)');
    fireEvent.wheel(picture(), { deltaY: 100 });
    expect(picture().style.transform).toBe('translate(0px, 0px) scale(1) rotate(90deg)');
  });

  it('a toast raised while it is open shows inside it, in the top layer', async () => {
    await renderViewer(0);
    raiseToastLayer();
    expect(toastLayer().parentElement).toBe(screen.getByRole('dialog'));
  });

  it('gives the focus back to what opened it as it closes', async () => {
    function Page() {
      const [open, setOpen] = useState<number | null>(null);
      return (
        <>
          <button type="button" onClick={() => setOpen(1)}>
            Pictures
          </button>
          {open === null ? null : (
            <PictureViewer items={ITEMS} current={open} onChange={setOpen} onClose={() => setOpen(null)} />
          )}
        </>
      );
    }
    await renderWithProviders(<Page />);
    button('Pictures').focus();
    fireEvent.click(button('Pictures'));
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
    fireEvent.click(button('Close'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(close).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(button('Pictures'));
  });
});
