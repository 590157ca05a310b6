// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { stubModalDialogs } from '../test/modal-dialogs.ts';
import { renderWithProviders } from '../test/render.tsx';
import { ModalDialog } from './modal-dialog.tsx';

const { showModal, close } = stubModalDialogs();

/**
 * A page with a button that opens the dialog; the dialog asks the page to close it (onCancel). OK starts work
 * that does not end here (the dialog stays busy), by onOk or by submitting the form inside.
 */
function Page({
  onOk,
  onCancel = () => {},
  onSubmit,
}: {
  onOk?: () => void;
  onCancel?: () => void;
  onSubmit?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const field = <input aria-label="Invoice title" />;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Request an invoice
      </button>
      <ModalDialog
        open={open}
        title="Invoice"
        onOk={
          onOk &&
          (() => {
            onOk();
            setBusy(true);
          })
        }
        form={onSubmit ? 'invoice-form' : undefined}
        loading={busy}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      >
        {onSubmit ? (
          <form
            id="invoice-form"
            onSubmit={(e) => {
              e.preventDefault();
              onSubmit();
              setBusy(true);
            }}
          >
            {field}
          </form>
        ) : (
          field
        )}
      </ModalDialog>
    </>
  );
}

const opener = () => screen.getByRole('button', { name: 'Request an invoice' });
const button = (name: string) => screen.getByRole('button', { name });

/** Opens the dialog from its button, with the focus on that button first, as a click would leave it. */
function openDialog() {
  opener().focus();
  fireEvent.click(opener());
  return screen.getByRole('dialog', { name: 'Invoice' });
}

describe('ModalDialog', () => {
  it('is shown as the browser’s modal only while open, named by its title', async () => {
    await renderWithProviders(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(showModal).not.toHaveBeenCalled();
    const dialog = openDialog();
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog.contains(screen.getByRole('textbox', { name: 'Invoice title' }))).toBe(true);
    expect(dialog.contains(button('Close'))).toBe(true);
  });

  it.each([
    ['Cancel', () => fireEvent.click(button('Cancel'))],
    ['×', () => fireEvent.click(button('Close'))],
    ['Escape', () => fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }))],
  ])('%s asks the page to close it, and the focus goes back to the button that opened it', async (_, act) => {
    const onCancel = vi.fn();
    const onOk = vi.fn();
    await renderWithProviders(<Page onCancel={onCancel} onOk={onOk} />);
    openDialog();
    screen.getByRole('textbox', { name: 'Invoice title' }).focus();
    act();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onOk).not.toHaveBeenCalled();
    expect(close).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener());
  });

  it('Escape is left to the page: the browser does not close the dialog by itself', async () => {
    await renderWithProviders(<Page onCancel={() => {}} />);
    const dialog = openDialog();
    const escape = new Event('cancel', { cancelable: true });
    fireEvent(dialog, escape);
    expect(escape.defaultPrevented).toBe(true);
  });

  it('a click on the dimmed page closes it, a press that starts inside does not', async () => {
    const onCancel = vi.fn();
    await renderWithProviders(<Page onCancel={onCancel} />);
    const dialog = openDialog();
    fireEvent.mouseDown(screen.getByRole('textbox', { name: 'Invoice title' }));
    fireEvent.click(dialog);
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('textbox', { name: 'Invoice title' }));
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('closed by the browser itself while open, tells the page', async () => {
    const onCancel = vi.fn();
    await renderWithProviders(<Page onCancel={onCancel} />);
    const dialog = openDialog() as HTMLDialogElement;
    // The browser closes the dialog first, then says so.
    dialog.close();
    fireEvent(dialog, new Event('close'));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('ignores a close event that arrives after it was shown again (StrictMode runs effects twice)', async () => {
    const onCancel = vi.fn();
    await renderWithProviders(<Page onCancel={onCancel} />);
    fireEvent(openDialog(), new Event('close'));
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Invoice' })).toBeTruthy();
  });

  it('OK calls onOk; busy, it takes no click', async () => {
    const onOk = vi.fn();
    await renderWithProviders(<Page onOk={onOk} />);
    openDialog();
    fireEvent.click(button('OK'));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(button('OK').getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button('OK'));
    expect(onOk).toHaveBeenCalledTimes(1);
  });

  it('tied to a form inside, OK submits it; busy, it does not', async () => {
    const onSubmit = vi.fn();
    await renderWithProviders(<Page onSubmit={onSubmit} />);
    openDialog();
    expect(button('OK').getAttribute('form')).toBe('invoice-form');
    fireEvent.click(button('OK'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button('OK').getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button('OK'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('OK not yet allowed takes no click', async () => {
    const onOk = vi.fn();
    await renderWithProviders(
      <ModalDialog open title="Invoice" onOk={onOk} okDisabled onCancel={() => {}}>
        body
      </ModalDialog>,
    );
    expect(button('OK').hasAttribute('disabled')).toBe(true);
    fireEvent.click(button('OK'));
    expect(onOk).not.toHaveBeenCalled();
  });

  it('footer={null}: no Cancel nor OK, the × still closes it', async () => {
    const onCancel = vi.fn();
    await renderWithProviders(
      <ModalDialog open title="Invoice" footer={null} onCancel={onCancel}>
        <button type="submit">Save</button>
      </ModalDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Invoice' });
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(dialog.contains(button('Save'))).toBe(true);
    fireEvent.click(button('Close'));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('maskClosable={false}: a click on the dimmed page leaves it open, its answers close it', async () => {
    const onCancel = vi.fn();
    const onOk = vi.fn();
    await renderWithProviders(
      <ModalDialog
        open
        title="Paid?"
        okText="Paid"
        cancelText="A problem"
        maskClosable={false}
        onOk={onOk}
        onCancel={onCancel}
      >
        <p>Did the payment go through?</p>
      </ModalDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Paid?' });
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.click(button('A problem'));
    fireEvent.click(button('Paid'));
    expect([onCancel.mock.calls.length, onOk.mock.calls.length]).toEqual([1, 1]);
  });
  it('shows OK alone when cancelText is null (a text to read), OK asking onOk', async () => {
    const onOk = vi.fn();
    await renderWithProviders(
      <ModalDialog
        open
        title="Terms"
        okText="I have read it"
        cancelText={null}
        onOk={onOk}
        onCancel={() => {}}
      >
        <p>Read me</p>
      </ModalDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Terms' });
    expect([...dialog.querySelectorAll('.modal-dialog__foot button')].map((b) => b.textContent)).toEqual([
      'I have read it',
    ]);
    fireEvent.click(button('I have read it'));
    expect(onOk).toHaveBeenCalledTimes(1);
  });
});
