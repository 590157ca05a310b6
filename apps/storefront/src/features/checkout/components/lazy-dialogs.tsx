import { lazy, Suspense, useState, type ReactNode } from 'react';

// The checkout's two dialogs are only wanted when a shopper asks for them, and they carry antd's Form, Modal,
// Cascader and Radio with the address fields: each is its own chunk, fetched on first opening (issue 12).
const loadAddressModal = () => import('./address-modal.tsx');
const loadInvoiceModal = () => import('./invoice-modal.tsx');

export const LazyAddressModal = lazy(() => loadAddressModal().then((m) => ({ default: m.AddressModal })));
export const LazyInvoiceModal = lazy(() => loadInvoiceModal().then((m) => ({ default: m.InvoiceModal })));

/** Starts fetching a dialog's chunk while the pointer nears its button, so the click seldom waits for it. */
export const preloadAddressModal = () => void loadAddressModal();
export const preloadInvoiceModal = () => void loadInvoiceModal();

/**
 * Mounts a lazily loaded dialog from its first opening on and keeps it, so later it closes with antd's
 * animation and reopens at once, as a dialog rendered from the start would.
 */
export function MountedOnceOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
