import { CustomerServiceOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { getToken } from '../../../../lib/session.ts';
import { closeToast, showToast } from '../../../../lib/toast.ts';
import { useServicerConfig } from '../../api/site-queries.ts';
import { openChat } from '../../../chat/index.ts';
import { SideTip } from './side-tip.tsx';
import './customer-service-entry.css';

/** Whether the platform offers customer service at all ('disable' hides the entry and its toggle). */
export function useServiceEnabled(): boolean {
  const { data } = useServicerConfig();
  return Boolean(data && data.type !== 'disable');
}

/**
 * What a customer-service entry does (the side bar's and the header's alike): 'third' opens the platform's
 * service link; 'system' is the built-in chat dialog, which needs a member (a visitor is told so and offered the
 * login). Null while the setting loads or when the platform offers no service.
 */
function useOpenService(): (() => void) | null {
  const { t } = useTranslation('chrome');
  const navigate = useNavigate();
  const location = useLocation();
  const { data } = useServicerConfig();
  if (!data || data.type === 'disable') return null;
  return () => {
    if (data.type === 'third') {
      if (data.third) window.open(data.third, '_blank', 'noopener,noreferrer');
      return;
    }
    // Read at click time: logging in or out in another tab must not leave a stale answer.
    if (getToken()) {
      openChat(0);
      return;
    }
    const login = `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;
    const id = showToast(
      <span>
        {t('sideBar.notLoggedIn')}{' '}
        <a
          href={`/web${login}`}
          className="mc-message-link"
          onClick={(e) => {
            e.preventDefault();
            closeToast(id);
            void navigate(login);
          }}
        >
          {t('sideBar.goLogin')}
        </a>
      </span>,
      'warning',
    );
  };
}

/** The side bar's customer-service entry. */
export function CustomerServiceEntry() {
  const { t } = useTranslation('chrome');
  const open = useOpenService();
  if (!open) return null;
  const label = t('sideBar.service');
  return (
    <SideTip title={label}>
      <button type="button" className="mc-side-item" aria-label={label} onClick={open}>
        <CustomerServiceOutlined />
      </button>
    </SideTip>
  );
}

/** The header's chat entry beside the cart: the same dialog as the side bar's. */
export function HeaderServiceEntry({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('chrome');
  const open = useOpenService();
  if (!open) return null;
  const label = t('sideBar.service');
  return (
    <button
      type="button"
      className={compact ? 'mc-header-service compact' : 'mc-header-service'}
      data-testid={compact ? 'sticky-header-service' : 'header-service'}
      aria-label={label}
      onClick={open}
    >
      <CustomerServiceOutlined className="mc-header-service-icon" />
      {compact ? null : <span>{label}</span>}
    </button>
  );
}
