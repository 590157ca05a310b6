import { lazy } from 'react';

// The checkout's two dialogs are only wanted when a shopper asks for them: each is its own chunk, fetched on first
// opening. Both draw without antd (our ModalDialog and form parts), as the page around them does (issue 12), so
// opening one no longer downloads antd's theme, style engine and components.
const loadAddressModal = () => import('./address-modal.tsx');
const loadInvoiceModal = () => import('./invoice-modal.tsx');

export const LazyAddressModal = lazy(() => loadAddressModal().then((m) => ({ default: m.AddressModal })));
export const LazyInvoiceModal = lazy(() => loadInvoiceModal().then((m) => ({ default: m.InvoiceModal })));

/** Starts fetching a dialog's chunk while the pointer nears its button, so the click seldom waits for it. */
export const preloadAddressModal = () => void loadAddressModal();
export const preloadInvoiceModal = () => void loadInvoiceModal();

export { MountedOnceOpen } from '../../../components/mounted-once-open.tsx';
