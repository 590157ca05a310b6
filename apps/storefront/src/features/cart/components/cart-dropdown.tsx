import { ShoppingCartOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localCartQuantity, useLocalCart } from '../../../lib/local-cart.ts';
import { useHasToken } from '../../../lib/session.ts';
import { useMemberCartCount } from '../api/cart-api.ts';
import { startGuestCartMerge } from '../guest-cart-merge.ts';
import './cart-dropdown.css';

// The panel (lines, delete confirmation, antd's Popconfirm) is its own chunk, fetched on the first hover.
const CartPanel = lazy(() => import('./cart-panel.tsx').then((m) => ({ default: m.CartPanel })));

// The chrome is on every page, so the guest-cart merge listens for logins from here (once per page).
startGuestCartMerge();

/** The number on the cart entries: total quantity of the member's buyable lines, or of the guest cart. */
export function useCartCount(): number {
  const member = useHasToken();
  const local = useLocalCart();
  const server = useMemberCartCount();
  return member ? (server.data ?? 0) : localCartQuantity(local);
}

export function CartCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return <span className="mc-count">{count > 99 ? '99+' : count}</span>;
}

/** "My cart" with its count; hovering (or focusing) it shows the latest lines. */
export function CartDropdown() {
  const { t } = useTranslation('chrome');
  const count = useCartCount();
  // The panel (and the member's cart lines) is made on the first hover or focus, not on every page view.
  const [opened, setOpened] = useState(false);
  const open = () => setOpened(true);
  return (
    <div className="mc-cart" data-testid="header-cart" onMouseEnter={open} onFocus={open}>
      <Link to="/cart" className="mc-cart-button">
        <ShoppingCartOutlined className="mc-cart-icon" />
        <span>{t('cart.myCart')}</span>
        <CartCount count={count} />
      </Link>
      <div className="mc-cart-dropdown">
        {opened && (
          <Suspense fallback={null}>
            <CartPanel />
          </Suspense>
        )}
      </div>
    </div>
  );
}
