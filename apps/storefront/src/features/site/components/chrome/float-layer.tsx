import { CloseOutlined } from '@ant-design/icons';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { imgUrl } from '../../../../lib/image.ts';
import { floatLayerDue, markFloatLayerShown } from '../../api/chrome-early.ts';
import { useFloatLayer } from '../../api/site-queries.ts';
import { SmartLink } from '../../../../components/smart-link.tsx';
import './float-layer.css';
import { linkUrl } from '../../../../lib/json-text.ts';

// number '0' shows the layer on every visit: once per page load, not again when the shopper comes back to /index.
let shownThisLoad = false;

/** The home page's pop-up advertisement (is_show 1); number '1' shows it on the first visit ever only. */
export function FloatLayer() {
  const { t } = useTranslation('chrome');
  const { pathname } = useLocation();
  const { data } = useFloatLayer();
  const [open, setOpen] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const onHome = pathname === '/index';

  useEffect(() => {
    if (!onHome || !floatLayerDue(data) || shownThisLoad) return;
    shownThisLoad = true;
    markFloatLayerShown();
    setOpen(true);
  }, [onHome, data]);

  // A modal takes the focus while it is open (keyboard and screen-reader users land in it, Tab stays inside its
  // two controls) and gives it back to where it was when it closes. A layout effect: its keys listen from the
  // frame the pop-up first shows in (a passive effect left a moment in which Escape did nothing, seen in CI).
  useLayoutEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    // Someone already typing (the search box) keeps their focus: their keys must not land on the pop-up.
    const typing = before?.matches('input, textarea, select, [contenteditable="true"]') ?? false;
    if (!typing) closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        // Only the pop-up closes: without this a focused search box would also empty itself (its own Escape).
        e.preventDefault();
        setOpen(false);
      }
      if (e.key === 'Tab') keepFocusInside(e, closeButton.current?.closest('[role="dialog"]'));
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      before?.focus?.();
    };
  }, [open]);

  if (!open || !onHome || !data) return null;
  const close = () => setOpen(false);
  return (
    <div className="mc-float-mask" data-testid="float-layer" onClick={close}>
      <div
        className="mc-float-box"
        role="dialog"
        aria-modal="true"
        aria-label={data.title || t('floatLayer.label')}
        onClick={(e) => e.stopPropagation()}
      >
        <SmartLink url={linkUrl(data.url)} onClick={close}>
          <img src={imgUrl(data.img_url)} alt={data.title} />
        </SmartLink>
        <button
          ref={closeButton}
          type="button"
          className="mc-float-close"
          aria-label={t('floatLayer.close')}
          onClick={close}
        >
          <CloseOutlined />
        </button>
      </div>
    </div>
  );
}

/** Tab from the last focusable control goes to the first, Shift+Tab from the first to the last. */
function keepFocusInside(e: KeyboardEvent, box: Element | null | undefined) {
  if (!box) return;
  const stops = Array.from(box.querySelectorAll<HTMLElement>('a[href], button'));
  if (stops.length === 0) return;
  const first = stops[0]!;
  const last = stops[stops.length - 1]!;
  const active = document.activeElement;
  if (e.shiftKey && (active === first || !box.contains(active))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || !box.contains(active))) {
    e.preventDefault();
    first.focus();
  }
}
