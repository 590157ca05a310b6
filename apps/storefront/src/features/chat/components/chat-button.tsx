import { CustomerServiceOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { openChat, type ChatDraft } from '../chat-open.ts';

/** 'Contact customer service' on goods, order and shop pages: opens the chat with the shop (and a draft card). */
export function ChatButton(props: { siteId: number; draft?: ChatDraft; size?: ButtonProps['size'] }) {
  const { t } = useTranslation('chat');
  return (
    <Button
      size={props.size}
      icon={<CustomerServiceOutlined />}
      onClick={() => openChat(props.siteId, props.draft)}
    >
      {t('contact')}
    </Button>
  );
}
