import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Asked after the provider's window opened: paid, or a problem? Loaded with antd's theme when first shown, the
 * pay page around it draws without antd (issue 12).
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
    <Modal
      open={open}
      title={t('askTitle')}
      okText={t('askDone')}
      cancelText={t('askProblem')}
      onOk={onDone}
      onCancel={onProblem}
      maskClosable={false}
    >
      <p>{t('askText')}</p>
    </Modal>
  );
}
