import { Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { AgreementText } from './agreement-text.tsx';

interface Props {
  open: boolean;
  title: string;
  pending: boolean;
  content: string;
  onClose: () => void;
}

/** The service agreement to read, in a dialog; a chunk of its own, fetched when a shopper first opens it. */
export function AgreementModal({ open, title, pending, content, onClose }: Props) {
  const { t } = useTranslation('account');
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={onClose}
      okText={t('register.agreementRead')}
      cancelButtonProps={{ style: { display: 'none' } }}
      width={720}
      getContainer={false}
    >
      {pending ? <Spin /> : <AgreementText content={content} />}
    </Modal>
  );
}
