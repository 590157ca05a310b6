import {
  CloseOutlined,
  LeftOutlined,
  RightOutlined,
  RotateRightOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import {
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type WheelEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useShowModal } from './use-show-modal.ts';
import './picture-viewer.css';

const ZOOM_STEP = 0.5;
const MAX_ZOOM = 4;

interface View {
  /** The picture these belong to. */
  at: number;
  zoom: number;
  /** Degrees, counted on (never wrapped), so each turn animates forwards. */
  turn: number;
  /** How far the zoomed picture was dragged from the centre, in pixels. */
  x: number;
  y: number;
}
const fresh = (at: number): View => ({ at, zoom: 1, turn: 0, x: 0, y: 0 });

/**
 * An offset kept within what the zoomed picture overhangs its unzoomed box on each side, so a drag never loses it
 * off the screen; at zoom 1 it is centred. `w` and `h` are the picture's drawn size before zoom and turn.
 */
export function clampOffset(view: View, w: number, h: number, x: number, y: number) {
  const [across, down] = view.turn % 180 === 0 ? [w, h] : [h, w];
  const maxX = (across * (view.zoom - 1)) / 2;
  const maxY = (down * (view.zoom - 1)) / 2;
  const clamp = (v: number, max: number) => Math.round(Math.min(max, Math.max(-max, v)));
  return { x: clamp(x, maxX), y: clamp(y, maxY) };
}

interface Props {
  /** The pictures' URLs, ready for <img src>. */
  items: string[];
  /** Index of the picture shown. */
  current: number;
  onChange: (index: number) => void;
  onClose: () => void;
  alt?: (index: number) => string;
}

/** A round button on the dark backdrop; `off` keeps it focusable but inert, so the focus is not lost at an end. */
function ViewerButton({
  label,
  className,
  off = false,
  onClick,
  children,
}: {
  label: string;
  className: string;
  off?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`picture-viewer__btn ${className}`}
      aria-label={label}
      aria-disabled={off || undefined}
      onClick={() => !off && onClick()}
    >
      {children}
    </button>
  );
}

/**
 * Pictures full-screen on a dark backdrop, one at a time, in place of antd's Image preview (issue 12): previous
 * and next (also ←/→), zoom (buttons or wheel) with the zoomed picture dragged about, rotate, × or Escape or a
 * click beside the picture to close. Render it only while
 * open. It is a modal <dialog> of the dialog-frame family, so a toast raised meanwhile shows inside it
 * (lib/toast-layer.ts) and the focus goes back to the opener as it closes (useShowModal).
 */
export function PictureViewer({ items, current, onChange, onClose, alt }: Props) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOutside = useRef(false);
  const picture = useRef<HTMLImageElement>(null);
  // Where a drag of the zoomed picture started: the pointer and the offset then.
  const drag = useRef<{ id: number; px: number; py: number; x: number; y: number } | null>(null);
  // While dragged the picture follows the pointer at once, without the zoom's easing.
  const [dragging, setDragging] = useState(false);
  // Zoom, turn and offset belong to the picture they were set on: another picture, even one seen before, starts
  // afresh.
  const [view, setView] = useState(() => fresh(current));
  if (view.at !== current) setView(fresh(current));
  const { zoom, turn, x, y } = view;
  // Every change keeps the offset inside the picture's new overhang (zooming out to 1 centres it again).
  const change = (next: Partial<View>) => {
    const to = { ...view, ...next };
    const img = picture.current;
    setView({ ...to, ...clampOffset(to, img?.offsetWidth ?? 0, img?.offsetHeight ?? 0, to.x, to.y) });
  };
  const zoomBy = (step: number) => change({ zoom: Math.min(MAX_ZOOM, Math.max(1, zoom + step)) });
  const last = items.length - 1;
  const go = (index: number) => {
    if (index >= 0 && index <= last && index !== current) onChange(index);
  };

  useShowModal(ref);
  // On the dialog itself (named by its label) rather than on its first button, so Enter does nothing unasked.
  useEffect(() => ref.current?.focus(), []);
  // On the document: a click beside the picture leaves the focus on <body>, and the arrows must still work.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const step = e.key === 'ArrowLeft' ? -1 : e.key === 'ArrowRight' ? 1 : 0;
      if (!step) return;
      e.preventDefault();
      go(current + step);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  const isBeside = (e: MouseEvent) => e.target === e.currentTarget;
  const several = items.length > 1;
  return (
    <dialog
      ref={ref}
      className="dialog-frame picture-viewer"
      aria-label={t('viewer.label')}
      tabIndex={-1}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // The browser may close it by itself (a second Escape without a click between). A close event that finds
      // it open again is an earlier close's, queued before it was shown anew (React's strict double effects).
      onClose={(e) => {
        if (!e.currentTarget.open) onClose();
      }}
      onMouseDown={(e) => (pressedOutside.current = isBeside(e))}
      onClick={(e) => {
        if (isBeside(e) && pressedOutside.current) onClose();
      }}
    >
      <img
        ref={picture}
        key={current}
        className={`picture-viewer__picture${zoom > 1 ? ' picture-viewer__picture--zoomed' : ''}${dragging ? ' picture-viewer__picture--dragged' : ''}`}
        src={items[current]}
        alt={alt?.(current) ?? ''}
        draggable={false}
        style={{ transform: `translate(${x}px, ${y}px) scale(${zoom}) rotate(${turn}deg)` }}
        // The wheel zooms, as antd's viewer did; a zoomed picture is dragged to see its other parts.
        onWheel={(e: WheelEvent) => zoomBy(e.deltaY < 0 ? ZOOM_STEP : -ZOOM_STEP)}
        onPointerDown={(e: PointerEvent<HTMLImageElement>) => {
          if (zoom <= 1) return;
          e.preventDefault();
          e.currentTarget.setPointerCapture?.(e.pointerId);
          drag.current = { id: e.pointerId, px: e.clientX, py: e.clientY, x, y };
          setDragging(true);
        }}
        onPointerMove={(e: PointerEvent<HTMLImageElement>) => {
          const from = drag.current;
          if (!from || from.id !== e.pointerId) return;
          change({ x: from.x + e.clientX - from.px, y: from.y + e.clientY - from.py });
        }}
        onPointerUp={() => ((drag.current = null), setDragging(false))}
        onPointerCancel={() => ((drag.current = null), setDragging(false))}
      />
      {several ? (
        <p className="picture-viewer__count" aria-live="polite">
          <span aria-hidden>
            {current + 1} / {items.length}
          </span>
          <span className="visually-hidden">
            {t('viewer.position', { n: current + 1, total: items.length })}
          </span>
        </p>
      ) : null}
      {several ? (
        <>
          <ViewerButton
            label={t('viewer.previous')}
            className="picture-viewer__prev"
            off={current <= 0}
            onClick={() => go(current - 1)}
          >
            <LeftOutlined aria-hidden />
          </ViewerButton>
          <ViewerButton
            label={t('viewer.next')}
            className="picture-viewer__next"
            off={current >= last}
            onClick={() => go(current + 1)}
          >
            <RightOutlined aria-hidden />
          </ViewerButton>
        </>
      ) : null}
      <div className="picture-viewer__bar">
        <ViewerButton
          label={t('viewer.zoomOut')}
          className="picture-viewer__tool"
          off={zoom <= 1}
          onClick={() => zoomBy(-ZOOM_STEP)}
        >
          <ZoomOutOutlined aria-hidden />
        </ViewerButton>
        <ViewerButton
          label={t('viewer.zoomIn')}
          className="picture-viewer__tool"
          off={zoom >= MAX_ZOOM}
          onClick={() => zoomBy(ZOOM_STEP)}
        >
          <ZoomInOutlined aria-hidden />
        </ViewerButton>
        <ViewerButton
          label={t('viewer.rotate')}
          className="picture-viewer__tool"
          // Counted on rather than wrapped at 360, so the turn animates forwards every time.
          onClick={() => change({ turn: turn + 90 })}
        >
          <RotateRightOutlined aria-hidden />
        </ViewerButton>
      </div>
      <ViewerButton label={t('close')} className="picture-viewer__close" onClick={onClose}>
        <CloseOutlined aria-hidden />
      </ViewerButton>
    </dialog>
  );
}
