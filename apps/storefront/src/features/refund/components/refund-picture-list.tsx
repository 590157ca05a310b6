import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeImage } from '../../../components/safe-image.tsx';
import { imgUrl } from '../../../lib/image.ts';
import './refund-picture-list.css';

// The viewer (zoom, rotate, the others beside it) is its own chunk, fetched only when a picture is opened.
const PictureViewer = lazy(() =>
  import('../../../components/picture-viewer.tsx').then((m) => ({ default: m.PictureViewer })),
);

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
          <PictureViewer
            items={list.map((p) => imgUrl(p))}
            current={open}
            onChange={setOpen}
            onClose={() => setOpen(null)}
            alt={(i) => `${t('pictures')} ${i + 1}`}
          />
        </Suspense>
      )}
    </div>
  );
}
