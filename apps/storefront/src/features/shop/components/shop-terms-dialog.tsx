import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { PageLoading } from '../../../components/states/page-loading.tsx';
import { useShopTerms } from '../api/shop-queries.ts';

interface ShopTermsDialogProps {
  siteId: number;
  open: boolean;
  onClose: () => void;
}

/**
 * The shop's terms in our own dialog, to read only: no buttons but ×, Escape and a click beside it close it. Its
 * text is fetched on the first opening; the shop pages around it draw without antd (issue 12).
 */
export function ShopTermsDialog({ siteId, open, onClose }: ShopTermsDialogProps) {
  const { t } = useTranslation('shop');
  const { data, isLoading } = useShopTerms(siteId, open);
  return (
    <ModalDialog
      open={open}
      onCancel={onClose}
      footer={null}
      title={data?.title ?? t('info.terms')}
      width={720}
    >
      {isLoading ? <PageLoading /> : null}
      {/* The server sanitises merchant HTML with an allow-list before answering. */}
      {data ? <div className="shop-terms" dangerouslySetInnerHTML={{ __html: data.content }} /> : null}
    </ModalDialog>
  );
}
