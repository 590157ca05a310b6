import { lazy } from 'react';

/**
 * The QR code as its own chunk: the encoder is fetched the first time a code is shown (a goods page's "Buy on
 * mobile", an order's pickup code), not with the page. Shown inside a Suspense that holds its place meanwhile.
 */
export const LazyQrCode = lazy(() => import('./qr-code.tsx').then((m) => ({ default: m.QrCode })));
