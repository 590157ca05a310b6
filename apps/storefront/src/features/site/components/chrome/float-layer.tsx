import { CloseOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { imgUrl } from '../../../../lib/image.ts';
import { useFloatLayer } from '../../api/site-queries.ts';
import { SmartLink } from '../../../../components/smart-link.tsx';
import './float-layer.css';
import { linkUrl } from '../../../../lib/json-text.ts';

const SHOWN_KEY = 'floatLayerShown';
// number '0' shows the layer on every visit: once per page load, not again when the shopper comes back to /index.
let shownThisLoad = false;

/** The home page's pop-up advertisement (is_show 1); number '1' shows it on the first visit ever only. */
export function FloatLayer() {
  const { t } = useTranslation('chrome');
  const { pathname } = useLocation();
  const { data } = useFloatLayer();
  const [open, setOpen] = useState(false);
  const onHome = pathname === '/index';

  useEffect(() => {
    if (!onHome || !data || data.is_show !== 1 || !data.img_url || shownThisLoad) return;
    if (data.number === '1' && localStorage.getItem(SHOWN_KEY)) return;
    shownThisLoad = true;
    localStorage.setItem(SHOWN_KEY, '1');
    setOpen(true);
  }, [onHome, data]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
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
        <button type="button" className="mc-float-close" aria-label={t('floatLayer.close')} onClick={close}>
          <CloseOutlined />
        </button>
      </div>
    </div>
  );
}
