import { CustomerServiceOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { getToken } from '../../../../lib/session.ts';
import { withMessageApi } from '../../../../lib/toast.ts';
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
 * The side bar's customer-service entry. 'third' opens the platform's service link; 'system' is the built-in
 * chat with the platform's customer service, which needs a member (a visitor is told so and offered the login).
 */
export function CustomerServiceEntry() {
  const { t } = useTranslation('chrome');
  const navigate = useNavigate();
  const location = useLocation();
  const { data } = useServicerConfig();
  if (!data || data.type === 'disable') return null;
  const label = t('sideBar.service');

  if (data.type === 'system' && getToken())
    return (
      <SideTip title={label}>
        <button type="button" className="mc-side-item" aria-label={label} onClick={() => openChat(0)}>
          <CustomerServiceOutlined />
        </button>
      </SideTip>
    );

  const open = () => {
    if (data.type === 'third') {
      if (data.third) window.open(data.third, '_blank', 'noopener,noreferrer');
      return;
    }
    const login = `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;
    withMessageApi((message) =>
      message.open({
        key: 'servicer-login',
        type: 'warning',
        content: (
          <span>
            {t('sideBar.notLoggedIn')}{' '}
            <a
              href={`/web${login}`}
              className="mc-message-link"
              onClick={(e) => {
                e.preventDefault();
                message.destroy('servicer-login');
                void navigate(login);
              }}
            >
              {t('sideBar.goLogin')}
            </a>
          </span>
        ),
      }),
    );
  };
  return (
    <SideTip title={label}>
      <button type="button" className="mc-side-item" aria-label={label} onClick={open}>
        <CustomerServiceOutlined />
      </button>
    </SideTip>
  );
}
