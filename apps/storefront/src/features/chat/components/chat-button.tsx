import { CustomerServiceOutlined } from '@ant-design/icons';
import { Button, type ButtonSize } from '../../../components/button.tsx';
import { useTranslation } from 'react-i18next';
import { useServicerConfig } from '../../site/index.ts';
import { openChat, type ChatDraft } from '../chat-open.ts';

/**
 * 'Contact customer service' on goods, order and shop pages: opens the chat with the shop (and a draft card).
 * The platform's setting decides (spec §3): 'third' opens its service link instead, 'disable' shows no button.
 */
export function ChatButton(props: { siteId: number; draft?: ChatDraft; size?: ButtonSize }) {
  const { t } = useTranslation('chat');
  const { data: config } = useServicerConfig();
  if (config?.type === 'disable') return null;
  const open = () => {
    if (config?.type === 'third') {
      if (config.third) window.open(config.third, '_blank', 'noopener,noreferrer');
      return;
    }
    openChat(props.siteId, props.draft);
  };
  return (
    <Button size={props.size} icon={<CustomerServiceOutlined />} onClick={open}>
      {t('contact')}
    </Button>
  );
}
