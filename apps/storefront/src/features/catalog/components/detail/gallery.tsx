import { PlayCircleOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { imgUrl } from '../../../../lib/image.ts';
import { SafeImage } from '../../../../components/safe-image.tsx';
import './gallery.css';

// Its own chunk: the goods page fetches the viewer only when a shopper opens the picture.
const PictureViewer = lazy(() =>
  import('../../../../components/picture-viewer.tsx').then((m) => ({ default: m.PictureViewer })),
);

interface Props {
  images: string[];
  videoUrl: string;
  alt: string;
}

const ZOOM = 2;

/** Follows the pointer over the main picture: where the lens sits and which part the zoom pane shows. */
function useZoom() {
  const [pos, setPos] = useState<{ x: number; y: number } | null>(null);
  const onMove = (e: MouseEvent<HTMLElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const clamp = (v: number) => Math.min(Math.max(v, 0.25), 0.75);
    setPos({ x: clamp((e.clientX - box.left) / box.width), y: clamp((e.clientY - box.top) / box.height) });
  };
  return { pos, onMove, onLeave: () => setPos(null) };
}

function GoodsVideo({ url }: { url: string }) {
  const { t } = useTranslation('catalog');
  const [failed, setFailed] = useState(false);
  if (failed)
    return (
      <div className="gallery__video-error" role="alert">
        {t('detail.videoError')}
      </div>
    );
  return (
    <video
      className="gallery__video"
      src={imgUrl(url)}
      controls
      autoPlay
      muted
      onError={() => setFailed(true)}
    />
  );
}

interface ThumbsProps {
  images: string[];
  active: number;
  alt: string;
  onPick: (index: number) => void;
}

/** The strip of small pictures; hovering one shows it in the frame. */
function Thumbs({ images, active, alt, onPick }: ThumbsProps) {
  return (
    <ul className="gallery__thumbs">
      {images.map((src, i) => (
        <li key={`${src}-${i}`}>
          <button
            type="button"
            className={i === active ? 'active' : ''}
            onMouseEnter={() => onPick(i)}
            onClick={() => onPick(i)}
            aria-label={`${alt} ${i + 1}`}
          >
            <SafeImage src={src} alt="" kind="goods" size="small" width={56} height={56} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The magnified part of the picture beside the frame, following the lens (ZOOM times larger). */
function ZoomPane({ src, pos }: { src: string; pos: { x: number; y: number } }) {
  const at = (v: number) => `${((v - 0.25) / 0.5) * 100}%`;
  return (
    <div
      className="gallery__zoom"
      data-testid="gallery-zoom"
      style={{
        backgroundImage: `url("${imgUrl(src)}")`,
        backgroundSize: `${ZOOM * 100}%`,
        backgroundPosition: `${at(pos.x)} ${at(pos.y)}`,
      }}
    />
  );
}

/** Pictures with a zoom pane on hover and a full-screen preview on click; the video plays in the same frame. */
export function Gallery({ images, videoUrl, alt }: Props) {
  const { t } = useTranslation('catalog');
  const [index, setIndex] = useState(0);
  const [showVideo, setShowVideo] = useState(false);
  const [preview, setPreview] = useState(false);
  const zoom = useZoom();
  const shown = Math.min(index, images.length - 1);
  const current = images[shown] ?? '';
  const pick = (i: number) => {
    setIndex(i);
    setShowVideo(false);
  };

  return (
    <div className="gallery">
      <div className="gallery__stage">
        {showVideo ? (
          <GoodsVideo url={videoUrl} />
        ) : (
          // A button, so the keyboard opens the viewer too and the focus has somewhere to come back to.
          <button
            type="button"
            className="gallery__main"
            aria-haspopup="dialog"
            onMouseMove={zoom.onMove}
            onMouseLeave={zoom.onLeave}
            onClick={() => {
              if (images.length) setPreview(true);
            }}
            data-testid="gallery-main"
          >
            <SafeImage src={current} alt={alt} kind="goods" lazy={false} />
            {zoom.pos ? (
              <span
                className="gallery__lens"
                style={{ left: `${(zoom.pos.x - 0.25) * 100}%`, top: `${(zoom.pos.y - 0.25) * 100}%` }}
              />
            ) : null}
          </button>
        )}
        {zoom.pos && !showVideo ? <ZoomPane src={current} pos={zoom.pos} /> : null}
        {videoUrl ? (
          <button type="button" className="gallery__toggle" onClick={() => setShowVideo(!showVideo)}>
            <PlayCircleOutlined /> {showVideo ? t('detail.showPictures') : t('detail.playVideo')}
          </button>
        ) : null}
      </div>
      <Thumbs images={images} active={showVideo ? -1 : index} alt={alt} onPick={pick} />
      {preview ? (
        <Suspense fallback={null}>
          <PictureViewer
            items={images.map((src) => imgUrl(src))}
            current={shown}
            onChange={setIndex}
            onClose={() => setPreview(false)}
            alt={(i) => `${alt} ${i + 1}`}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
