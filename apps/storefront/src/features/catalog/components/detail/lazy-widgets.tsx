import { lazyWithAntd } from '../../../../components/lazy-with-antd.tsx';

/**
 * The goods page's antd widgets, each its own chunk fetched when it is first shown, with antd's theme around it
 * (the page itself draws without antd, issue 12): the QR code (on hovering "Buy on mobile") and the picture
 * viewer (on clicking the picture).
 */
export const LazyQRCode = lazyWithAntd(() => import('antd/es/qr-code').then((m) => m.default));
export const LazyPreviewGroup = lazyWithAntd(() =>
  import('antd/es/image').then((m) => m.default.PreviewGroup),
);
