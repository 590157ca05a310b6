import { ExclamationCircleFilled } from '@ant-design/icons';
import { CART_DROPDOWN_SCROLL_LINES } from '@mall/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { rowsTotal } from '../cart-rows.ts';
import { useCartModel } from '../use-cart-model.ts';
import { Button } from '../../../components/button.tsx';
import { Money } from '../../../components/money.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { EmptyNote } from '../../../components/states/placeholders.tsx';
import { usePanelDismiss } from '../../../components/use-panel-dismiss.ts';

const LINE_HEIGHT_PX = 76;

/**
 * Delete, asked once more over the line itself: the lines scroll inside the panel, so a pop-up under the button
 * would be cut off at the panel's edge, and staying inside the panel keeps its (CSS hover) dropdown open. The
 * question takes the focus on OK; Cancel, Escape or a press elsewhere give it back to Delete.
 */
function RemoveLine({ onConfirm }: { onConfirm: () => void }) {
  const { t } = useTranslation('chrome');
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const rootRef = useRef<HTMLSpanElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  usePanelDismiss({ open: asking, setOpen: setAsking, rootRef, triggerRef: buttonRef, focusRef: okRef });
  const answer = () => {
    setAsking(false);
    buttonRef.current?.focus();
  };
  return (
    <span ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="mc-link-button"
        aria-haspopup="dialog"
        aria-expanded={asking}
        onClick={() => setAsking((a) => !a)}
      >
        {t('cart.delete')}
      </button>
      {asking ? (
        <span role="alertdialog" aria-labelledby={questionId} className="mc-cart-confirm">
          <ExclamationCircleFilled className="mc-cart-confirm__icon" aria-hidden />
          <span id={questionId} className="mc-cart-confirm__question">
            {t('cart.confirmDelete')}
          </span>
          <Button size="small" onClick={answer}>
            {t('common:confirm.no')}
          </Button>
          <Button
            size="small"
            kind="primary"
            ref={okRef}
            onClick={() => {
              answer();
              onConfirm();
            }}
          >
            {t('common:confirm.yes')}
          </Button>
        </span>
      ) : null}
    </span>
  );
}

/**
 * The header's cart panel, built on the first hover. It draws without antd (issue 12): the pages under the
 * chrome do, and a hover must not fetch antd for them.
 */
export function CartPanel() {
  const { t } = useTranslation('chrome');
  const navigate = useNavigate();
  const { rows: lines, remove } = useCartModel();
  if (lines.length === 0)
    return (
      <div className="mc-cart-panel mc-cart-empty">
        <EmptyNote description={t('cart.empty')} />
      </div>
    );
  return (
    <div className="mc-cart-panel">
      <div className="mc-cart-title">{t('cart.latest')}</div>
      <ul
        className="mc-cart-lines"
        style={{ maxHeight: LINE_HEIGHT_PX * CART_DROPDOWN_SCROLL_LINES }}
        data-testid="cart-dropdown-lines"
      >
        {lines.map((line) => {
          const { name } = line;
          return (
            <li key={line.key} className="mc-cart-line" style={{ height: LINE_HEIGHT_PX }}>
              <Link to={`/sku-${line.skuId}`} className="mc-cart-line-img">
                <SafeImage src={line.image} kind="goods" size="small" alt={name} width={56} height={56} />
              </Link>
              <Link to={`/sku-${line.skuId}`} className="mc-cart-line-name" title={name}>
                {name}
              </Link>
              <div className="mc-cart-line-side">
                <span>
                  <Money value={line.price} />
                  {line.originalPrice && (
                    <del className="mc-cart-original">
                      <Money value={line.originalPrice} className="mc-cart-original-money" />
                    </del>
                  )}{' '}
                  × {line.num}
                </span>
                <RemoveLine onConfirm={() => void remove([line]).catch(() => undefined)} />
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mc-cart-foot">
        <div>
          <div>{t('cart.kinds', { n: lines.length })}</div>
          <div>
            {t('cart.total')}{' '}
            <Money value={rowsTotal(lines.filter((l) => !l.invalid))} className="price mc-cart-total" />
          </div>
        </div>
        <Button kind="primary" onClick={() => void navigate('/cart')}>
          {t('cart.goToCart')}
        </Button>
      </div>
    </div>
  );
}
