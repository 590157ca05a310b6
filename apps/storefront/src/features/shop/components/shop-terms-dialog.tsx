import { Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShopTerms } from '../api/shop-queries.ts';

interface ShopTermsDialogProps {
  siteId: number;
  open: boolean;
  onClose: () => void;
}

/**
 * The shop's terms in a dialog. Loaded (with antd's theme) on the first opening only: the shop pages around it
 * draw without antd (issue 12).
 */
export function ShopTermsDialog({ siteId, open, onClose }: ShopTermsDialogProps) {
  const { t } = useTranslation('shop');
  const { data, isLoading } = useShopTerms(siteId, open);
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={data?.title ?? t('info.terms')} width={720}>
      {isLoading ? <Spin /> : null}
      {/* The server sanitises merchant HTML with an allow-list before answering. */}
      {data ? <div className="shop-terms" dangerouslySetInnerHTML={{ __html: data.content }} /> : null}
    </Modal>
  );
}
