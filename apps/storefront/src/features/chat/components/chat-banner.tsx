import { CheckCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Presence } from '../use-chat-session.ts';

const LOOKS: Record<Exclude<Presence, 'connecting'>, { tone: string; icon: ReactNode }> = {
  online: { tone: 'success', icon: <CheckCircleFilled /> },
  offline: { tone: 'warning', icon: <ExclamationCircleFilled /> },
  ended: { tone: 'info', icon: <InfoCircleFilled /> },
};

/**
 * Whether the shop's agent is there (spec §4), over the messages, in antd's Alert look without antd (issue 12).
 * The live region stays while the banner inside changes (nothing while connecting), so each change is read out:
 * a region added with its text is not announced by every screen reader.
 */
export function ChatBanner({ presence }: { presence: Presence }) {
  const { t } = useTranslation('chat');
  const look = presence === 'connecting' ? null : LOOKS[presence];
  return (
    <div role="status" className="mc-chat-banner-slot">
      {look ? (
        <div className={`mc-chat-banner mc-chat-banner--${look.tone}`}>
          <span className="mc-chat-banner-icon" aria-hidden>
            {look.icon}
          </span>
          <span>{t(presence)}</span>
        </div>
      ) : null}
    </div>
  );
}
