import { ShoppingCartOutlined } from '@ant-design/icons';
import { CART_DROPDOWN_SCROLL_LINES } from '@mall/contracts';
import { Button, Empty, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { localCartTotal, removeLocalCartLine, useLocalCart } from '../../../../lib/local-cart.ts';
import { Money } from './money.tsx';
import { SafeImage } from '../safe-image.tsx';
import './cart-dropdown.css';

const LINE_HEIGHT_PX = 76;

/** The number on the cart entries. Members' server-side count comes with the cart work; until then both read the guest cart. */
export function useCartCount(): number {
  return useLocalCart().length;
}

export function CartCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return <span className="mc-count">{count > 99 ? '99+' : count}</span>;
}

function CartPanel() {
  const { t } = useTranslation('chrome');
  const navigate = useNavigate();
  const lines = useLocalCart();
  if (lines.length === 0)
    return (
      <div className="mc-cart-panel mc-cart-empty">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cart.empty')} />
      </div>
    );
  const latest = [...lines].reverse();
  return (
    <div className="mc-cart-panel">
      <div className="mc-cart-title">{t('cart.latest')}</div>
      <ul
        className="mc-cart-lines"
        style={{ maxHeight: LINE_HEIGHT_PX * CART_DROPDOWN_SCROLL_LINES }}
        data-testid="cart-dropdown-lines"
      >
        {latest.map((line) => {
          const name = line.sku_name || line.goods_name || '';
          return (
            <li key={line.sku_id} className="mc-cart-line" style={{ height: LINE_HEIGHT_PX }}>
              <Link to={`/sku-${line.sku_id}`} className="mc-cart-line-img">
                <SafeImage src={line.sku_image} kind="goods" alt={name} width={56} height={56} />
              </Link>
              <Link to={`/sku-${line.sku_id}`} className="mc-cart-line-name" title={name}>
                {name}
              </Link>
              <div className="mc-cart-line-side">
                <span>
                  <Money value={line.price ?? '0'} /> × {line.num}
                </span>
                {/* OK / Cancel come from antd's own locale, so they follow the language switch too. */}
                <Popconfirm
                  title={t('cart.confirmDelete')}
                  onConfirm={() => removeLocalCartLine(line.sku_id)}
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
            {t('cart.total')} <Money value={localCartTotal(lines)} className="price mc-cart-total" />
          </div>
        </div>
        <Button type="primary" onClick={() => void navigate('/cart')}>
          {t('cart.goToCart')}
        </Button>
      </div>
    </div>
  );
}

/** "My cart" with its count; hovering (or focusing) it shows the latest lines. */
export function CartDropdown() {
  const { t } = useTranslation('chrome');
  const count = useCartCount();
  return (
    <div className="mc-cart" data-testid="header-cart">
      <Link to="/cart" className="mc-cart-button">
        <ShoppingCartOutlined className="mc-cart-icon" />
        <span>{t('cart.myCart')}</span>
        <CartCount count={count} />
      </Link>
      <div className="mc-cart-dropdown">
        <CartPanel />
      </div>
    </div>
  );
}
