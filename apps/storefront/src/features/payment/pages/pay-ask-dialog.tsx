import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/modal-dialog.tsx';

/**
 * Asked after the provider's window opened: paid, or a problem? Our own dialog (antd's Modal look), so the pay
 * page stays without antd when it asks (issue 12). Only the two answers (or Escape and ×, a problem) close it.
 */
export function PayAskDialog({
  open,
  onDone,
  onProblem,
}: {
  open: boolean;
  onDone: () => void;
  onProblem: () => void;
}) {
  const { t } = useTranslation('payment');
  return (
    <ModalDialog
      open={open}
      title={t('askTitle')}
      okText={t('askDone')}
      cancelText={t('askProblem')}
      onOk={onDone}
      onCancel={onProblem}
      maskClosable={false}
    >
      <p>{t('askText')}</p>
    </ModalDialog>
  );
}
