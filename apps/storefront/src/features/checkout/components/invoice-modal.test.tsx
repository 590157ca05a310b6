// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import type { ShopInvoiceInput } from '../api/checkout-types.ts';
import { InvoiceModal } from './invoice-modal.tsx';

const noop = () => {};
const CONTENTS = ['Goods details', 'Office supplies'];
/** The invoice the shopper saved before opening the dialog again to change it. */
const SAVED: ShopInvoiceInput = {
  is_invoice: 1,
  invoice_type: 2,
  invoice_title_type: 1,
  invoice_title: 'Old title',
  invoice_content: 'Goods details',
  invoice_email: 'me@example.com',
};

/** The shop section's part: it re-renders with a new contents array each time a recalculation answers. */
function Section() {
  const [answers, setAnswers] = useState(0);
  return (
    <>
      <button onClick={() => setAnswers((n) => n + 1)}>recalculate</button>
      <InvoiceModal
        open
        contents={['Goods details', `answer ${answers}`].slice(0, 1)}
        value={SAVED}
        onClose={noop}
        onSave={noop}
      />
    </>
  );
}

/** The invoice row as the shop section has it: the dialog opened by its button, closed by Cancel or a save. */
function InvoiceRow({
  value,
  contents = CONTENTS,
  onSave,
}: {
  value?: ShopInvoiceInput;
  contents?: string[];
  onSave: (v: ShopInvoiceInput) => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>Change</button>
      <InvoiceModal
        open={open}
        contents={contents}
        value={value}
        onClose={() => setOpen(false)}
        onSave={(v) => (setOpen(false), onSave(v))}
      />
    </>
  );
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const type = (name: string, value: string) => fireEvent.change(box(name), { target: { value } });
const ok = () => fireEvent.click(screen.getByRole('button', { name: 'OK' }));
const messages = () => screen.queryAllByRole('alert').map((a) => a.textContent);

describe('InvoiceModal', () => {
  it('keeps what the shopper typed over a saved invoice when the shop section re-renders while it is open', async () => {
    await renderWithProviders(<Section />);
    const title = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Invoice title' });
    fireEvent.change(title, { target: { value: 'Sprout Trading Ltd' } });
    fireEvent.click(screen.getByRole('button', { name: 'recalculate', hidden: true }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Invoice title' }).value).toBe(
      'Sprout Trading Ltd',
    );
  });

  it('starts electronic, for an individual, about the first content, and asks for the title and e-mail', async () => {
    const onSave = vi.fn();
    await renderWithProviders(<InvoiceRow onSave={onSave} />);
    expect(screen.getByRole('dialog', { name: 'Invoice' })).toBeTruthy();
    expect(radio('Electronic').checked).toBe(true);
    expect(radio('Individual').checked).toBe(true);
    expect(radio('Goods details').checked).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Taxpayer number' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Mailing address' })).toBeNull();
    type('Invoice title', '   ');
    ok();
    expect(messages()).toEqual(['Please enter the invoice title', 'Please enter the receiving e-mail']);
    type('Invoice title', 'A <b>');
    type('Receiving e-mail', 'me@example');
    ok();
    expect(messages()).toEqual(['Must not contain < or >', 'E-mail format is incorrect']);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('hands back an electronic invoice: the title trimmed, the e-mail, the chosen content', async () => {
    const onSave = vi.fn();
    await renderWithProviders(<InvoiceRow onSave={onSave} />);
    // Typed for a paper invoice, then left: not handed back.
    fireEvent.click(radio('Paper'));
    type('Mailing address', 'Wensan Road 478');
    fireEvent.click(radio('Electronic'));
    type('Invoice title', ' Lee ');
    type('Receiving e-mail', 'lee@example.com');
    fireEvent.click(radio('Office supplies'));
    ok();
    expect(onSave).toHaveBeenCalledWith({
      is_invoice: 1,
      invoice_type: 2,
      invoice_title_type: 1,
      invoice_title: 'Lee',
      invoice_content: 'Office supplies',
      invoice_email: 'lee@example.com',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('for a paper invoice to an enterprise asks for the taxpayer number (15 to 20 letters or digits) and address', async () => {
    const onSave = vi.fn();
    await renderWithProviders(<InvoiceRow onSave={onSave} />);
    fireEvent.click(radio('Paper'));
    fireEvent.click(radio('Enterprise'));
    expect(screen.queryByRole('textbox', { name: 'Receiving e-mail' })).toBeNull();
    type('Invoice title', 'Sprout Trading Ltd');
    ok();
    expect(messages()).toEqual(['Please enter the taxpayer number', 'Please enter the mailing address']);
    type('Taxpayer number', '91330106MA2');
    type('Mailing address', 'Road <1>');
    ok();
    expect(messages()).toEqual(['15 to 20 letters or digits', 'Must not contain < or >']);
    type('Taxpayer number', '91330106MA2CFN1X7 ');
    ok();
    expect(messages()[0]).toBe('15 to 20 letters or digits');
    type('Taxpayer number', '91330106MA2CFN1X7');
    type('Mailing address', ' Wensan Road 478 ');
    ok();
    expect(onSave).toHaveBeenCalledWith({
      is_invoice: 1,
      invoice_type: 1,
      invoice_title_type: 2,
      invoice_title: 'Sprout Trading Ltd',
      invoice_content: 'Goods details',
      taxpayer_number: '91330106MA2CFN1X7',
      invoice_full_address: 'Wensan Road 478',
    });
  });

  it('without a content to choose, says so and hands nothing back', async () => {
    const onSave = vi.fn();
    await renderWithProviders(<InvoiceRow contents={[]} onSave={onSave} />);
    type('Invoice title', 'Lee');
    type('Receiving e-mail', 'lee@example.com');
    ok();
    expect(messages()).toEqual(['Please choose the invoice content']);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('opened again, starts from the saved invoice, without the messages shown before', async () => {
    await renderWithProviders(<InvoiceRow value={SAVED} onSave={noop} />);
    expect(box('Invoice title').value).toBe('Old title');
    expect(box('Receiving e-mail').value).toBe('me@example.com');
    fireEvent.click(radio('Paper'));
    type('Invoice title', '');
    ok();
    expect(messages()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(radio('Electronic').checked).toBe(true);
    expect(box('Invoice title').value).toBe('Old title');
    expect(messages()).toEqual([]);
  });
});
