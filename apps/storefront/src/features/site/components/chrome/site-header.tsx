import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CartCount, CartDropdown, useCartCount } from '../../../cart/index.ts';
import { HeaderServiceEntry } from './customer-service-entry.tsx';
import { SearchBox } from './search-box.tsx';
import { SiteLogo } from './site-logo.tsx';
import { useScrolledPast } from './use-scroll.ts';
import { ShoppingCartOutlined } from '@ant-design/icons';
import './site-header.css';

/** The compact bar (logo, search, cart) that slides in once the full header has scrolled away. */
function StickyHeader() {
  const { t } = useTranslation('chrome');
  const count = useCartCount();
  return (
    <div className="mc-sticky-header" data-testid="sticky-header">
      <div className="content-width mc-sticky-inner">
        <SiteLogo className="mc-logo small" />
        <SearchBox compact />
        <HeaderServiceEntry compact />
        <Link to="/cart" className="mc-sticky-cart" aria-label={t('cart.myCart')}>
          <ShoppingCartOutlined />
          <CartCount count={count} />
        </Link>
      </div>
    </div>
  );
}

/** Logo, search, the chat entry and the cart; the compact sticky version appears on scroll. */
export function SiteHeader() {
  const ref = useRef<HTMLElement>(null);
  const scrolledPast = useScrolledPast(ref);
  return (
    <>
      <header className="mc-header" ref={ref}>
        <div className="content-width mc-header-inner">
          <SiteLogo />
          <SearchBox />
          <div className="mc-header-actions">
            <HeaderServiceEntry />
            <CartDropdown />
          </div>
        </div>
      </header>
      {scrolledPast ? <StickyHeader /> : null}
    </>
  );
}
