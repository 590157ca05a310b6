import { lazy } from 'react';

/**
 * The goods page's heavy antd widgets, each its own chunk fetched when it is first shown (issue 12): the QR code
 * (on hovering "Buy on mobile"), the picture viewer (on clicking the picture) and the region picker.
 */
export const LazyQRCode = lazy(() => import('antd/es/qr-code').then((m) => ({ default: m.default })));
export const LazyPreviewGroup = lazy(() =>
  import('antd/es/image').then((m) => ({ default: m.default.PreviewGroup })),
);
export const LazyCascader = lazy(() => import('antd/es/cascader').then((m) => ({ default: m.default })));
