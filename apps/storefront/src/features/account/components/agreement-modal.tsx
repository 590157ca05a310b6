import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { PageLoading } from '../../../components/states/page-loading.tsx';
import { AgreementText } from './agreement-text.tsx';

interface Props {
  open: boolean;
  title: string;
  pending: boolean;
  content: string;
  onClose: () => void;
}

/**
 * The service agreement to read, in our own dialog (the register page draws without antd, issue 12); a chunk of
 * its own, fetched when a shopper first opens it. Reading is all it asks, so its one button ("I have read it")
 * closes it as Escape, × and a click beside it do.
 */
export function AgreementModal({ open, title, pending, content, onClose }: Props) {
  const { t } = useTranslation('account');
  return (
    <ModalDialog
      open={open}
      title={title}
      onCancel={onClose}
      onOk={onClose}
      okText={t('register.agreementRead')}
      cancelText={null}
      width={720}
    >
      {pending ? <PageLoading /> : <AgreementText content={content} />}
    </ModalDialog>
  );
}
