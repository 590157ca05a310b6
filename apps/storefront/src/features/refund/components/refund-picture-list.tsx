import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithAntd } from '../../../components/lazy-with-antd.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { imgUrl } from '../../../lib/image.ts';
import './refund-picture-list.css';

/*
 * antd's picture viewer (zoom, rotate, the others beside it) comes with antd's theme only when a picture is
 * opened: the thumbnails themselves are ours, so the refund's page loads without antd (issue 12).
 */
const LazyPreviewGroup = lazyWithAntd(() => import('antd/es/image').then((m) => m.default.PreviewGroup));

/** The application's pictures as thumbnails; a click previews the original, with the others beside it. */
export function RefundPictureList({ list }: { list: string[] }) {
  const { t } = useTranslation('refund');
  // The picture open in the viewer, or null while it is closed.
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="rf-pics" data-testid="refund-pictures">
      {list.map((p, i) => {
        const alt = `${t('pictures')} ${i + 1}`;
        return (
          <button key={p} type="button" className="rf-pic" aria-label={alt} onClick={() => setOpen(i)}>
            <SafeImage src={p} size="small" alt={alt} width={72} height={72} />
          </button>
        );
      })}
      {open === null ? null : (
        <Suspense fallback={null}>
          <LazyPreviewGroup
            items={list.map((p) => imgUrl(p))}
            preview={{
              open: true,
              current: open,
              onOpenChange: (shown) => {
                if (!shown) setOpen(null);
              },
              onChange: setOpen,
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
