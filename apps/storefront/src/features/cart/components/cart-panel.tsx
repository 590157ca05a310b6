import { CART_DROPDOWN_SCROLL_LINES } from '@mall/contracts';
import { Button, Empty, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { rowsTotal } from '../cart-rows.ts';
import { useCartModel } from '../use-cart-model.ts';
import { Money } from '../../../components/money.tsx';
import { AntdScope } from '../../../components/antd-scope.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';

const LINE_HEIGHT_PX = 76;

const popupInPanel = (trigger: HTMLElement): HTMLElement =>
  trigger.closest<HTMLElement>('.mc-cart-panel') ?? document.body;

/** The chrome draws without antd; its cart panel brings antd's theme along with its own chunk. */
export function CartPanel() {
  return (
    <AntdScope>
      <Lines />
    </AntdScope>
  );
}

function Lines() {
  const { t } = useTranslation('chrome');
  const navigate = useNavigate();
  const { rows: lines, remove } = useCartModel();
  if (lines.length === 0)
    return (
      <div className="mc-cart-panel mc-cart-empty">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cart.empty')} />
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
                {/* OK / Cancel come from antd's own locale, so they follow the language switch too. */}
                {/* Inside the panel, so pointing at the confirmation keeps the (CSS hover) dropdown open. */}
                <Popconfirm
                  getPopupContainer={popupInPanel}
                  title={t('cart.confirmDelete')}
                  onConfirm={() => void remove([line]).catch(() => undefined)}
                >
                  <button type="button" className="mc-link-button">
                    {t('cart.delete')}
                  </button>
                </Popconfirm>
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
        <Button type="primary" onClick={() => void navigate('/cart')}>
          {t('cart.goToCart')}
        </Button>
      </div>
    </div>
  );
}
