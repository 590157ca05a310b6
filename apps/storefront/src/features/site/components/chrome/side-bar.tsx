import {
  EllipsisOutlined,
  EyeOutlined,
  FileTextOutlined,
  HeartOutlined,
  ShoppingCartOutlined,
  TagsOutlined,
  UpOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import { BACK_TO_TOP_AFTER_PX } from '@mall/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CartCount, useCartCount } from '../../../cart/index.ts';
import { CustomerServiceEntry, useServiceEnabled } from './customer-service-entry.tsx';
import { useScrolledBeyond } from './use-scroll.ts';
import { SideTip } from './side-tip.tsx';
import './side-bar.css';

function SideLink({
  to,
  label,
  icon,
  children,
}: {
  to: string;
  label: string;
  icon: ReactNode;
  children?: ReactNode;
}) {
  return (
    <SideTip title={label}>
      <Link to={to} className="mc-side-item" aria-label={label}>
        {icon}
        {children}
      </Link>
    </SideTip>
  );
}

/** The dark bar fixed at the right edge: shortcuts, customer service behind "more", back to top. */
export function SideBar() {
  const { t } = useTranslation('chrome');
  const count = useCartCount();
  const showTop = useScrolledBeyond(BACK_TO_TOP_AFTER_PX);
  const serviceEnabled = useServiceEnabled();
  const [expanded, setExpanded] = useState(false);
  const toggleLabel = expanded ? t('sideBar.putAway') : t('sideBar.more');
  return (
    <aside className="mc-side-bar" aria-label={t('sideBar.label')}>
      <div className="mc-side-group">
        <SideTip title={t('sideBar.cart')}>
          <Link to="/cart" className="mc-side-item mc-side-cart" aria-label={t('sideBar.cart')}>
            <ShoppingCartOutlined />
            <span className="mc-side-cart-text">{t('sideBar.cartShort')}</span>
            <CartCount count={count} />
          </Link>
        </SideTip>
        <SideLink to="/member/order_list" label={t('sideBar.orders')} icon={<FileTextOutlined />} />
        <SideLink to="/member/footprint" label={t('sideBar.footprint')} icon={<EyeOutlined />} />
        <SideLink to="/member/collection" label={t('sideBar.concern')} icon={<HeartOutlined />} />
        <SideLink to="/member/my_coupon" label={t('sideBar.coupons')} icon={<TagsOutlined />} />
      </div>
      <div className="mc-side-group bottom">
        {serviceEnabled && expanded ? <CustomerServiceEntry /> : null}
        {serviceEnabled ? (
          <SideTip title={toggleLabel}>
            <button
              type="button"
              className="mc-side-item"
              aria-label={toggleLabel}
              aria-expanded={expanded}
              onClick={() => setExpanded((v) => !v)}
            >
              {expanded ? <UpOutlined /> : <EllipsisOutlined />}
            </button>
          </SideTip>
        ) : null}
        {showTop ? (
          <SideTip title={t('sideBar.backToTop')}>
            <button
              type="button"
              className="mc-side-item"
              data-testid="back-to-top"
              aria-label={t('sideBar.backToTop')}
              onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            >
              <VerticalAlignTopOutlined />
            </button>
          </SideTip>
        ) : null}
      </div>
    </aside>
  );
}
