import { CART_DROPDOWN_SCROLL_LINES } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { rowsTotal } from '../cart-rows.ts';
import { useCartModel } from '../use-cart-model.ts';
import { Button } from '../../../components/button.tsx';
import { Money } from '../../../components/money.tsx';
import { PopConfirm } from '../../../components/pop-confirm.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { EmptyNote } from '../../../components/states/placeholders.tsx';

const LINE_HEIGHT_PX = 76;

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
                {/* Asked over the line: inside the scrolling list a panel under the button would be cut off,
                    and staying inside the panel keeps its (CSS hover) dropdown open. */}
                <PopConfirm
                  question={t('cart.confirmDelete')}
                  onConfirm={() => void remove([line]).catch(() => undefined)}
                  align="over"
                  className="mc-link-button"
                >
                  {t('cart.delete')}
                </PopConfirm>
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
