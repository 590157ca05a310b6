import { lazyWithAntd } from '../../../components/lazy-with-antd.tsx';

// The checkout's two dialogs are only wanted when a shopper asks for them, and they carry antd's Modal (and the
// invoice's antd form parts): each is its own chunk, fetched on first opening with antd's theme (the page around
// them draws without antd; issue 12). The address dialog's form is the address editor's own, without antd.
const loadAddressModal = () => import('./address-modal.tsx');
const loadInvoiceModal = () => import('./invoice-modal.tsx');

export const LazyAddressModal = lazyWithAntd(() => loadAddressModal().then((m) => m.AddressModal));
export const LazyInvoiceModal = lazyWithAntd(() => loadInvoiceModal().then((m) => m.InvoiceModal));

/** Starts fetching a dialog's chunk while the pointer nears its button, so the click seldom waits for it. */
export const preloadAddressModal = () => void loadAddressModal();
export const preloadInvoiceModal = () => void loadInvoiceModal();

export { MountedOnceOpen } from '../../../components/mounted-once-open.tsx';
