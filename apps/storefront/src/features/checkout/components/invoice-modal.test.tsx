// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import type { ShopInvoiceInput } from '../api/checkout-types.ts';
import { InvoiceModal } from './invoice-modal.tsx';

const noop = () => {};
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
});
