import type { checkout } from '@mall/contracts';

export type { checkout };

/** The invoice fields as the form keeps them (the contract's shape without its parsing). */
export interface ShopInvoiceInput {
  is_invoice: number;
  invoice_type?: 1 | 2;
  invoice_title_type?: 1 | 2;
  invoice_title?: string;
  taxpayer_number?: string;
  invoice_content?: string;
  invoice_full_address?: string;
  invoice_email?: string;
}
