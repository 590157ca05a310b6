import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MissingState } from '../../../components/states/missing-state.tsx';
import { PageLoading } from '../../../components/states/page-loading.tsx';
import { lineIdOf, useRefundData } from '../api/refund-api.ts';
import { ApplyForm } from '../components/apply-form.tsx';
import { RefundGoods } from '../components/refund-goods.tsx';
import '../components/refund.css';

/** /member/refund?order_goods_id=…: the application for one order line (components/apply-form.tsx). */
export function Page() {
  const { t } = useTranslation('refund');
  const id = lineIdOf(useSearchParams()[0]);
  const { data, isPending, isError } = useRefundData(id);
  if (!id || isError)
    return (
      <div className="page-card">
        <MissingState title={t('missing')} backTo="/member/order_list" backLabel={t('orders')} />
      </div>
    );
  if (isPending || !data)
    return (
      <div className="page-card">
        <PageLoading />
      </div>
    );
  return (
    <div className="page-card">
      <div className="rf-head">
        <h1>{t('applyTitle')}</h1>
        <Link to="/member/activist">{t('activist')}</Link>
      </div>
      <RefundGoods item={data.order_goods_info} />
      <ApplyForm id={id} data={data} />
    </div>
  );
}
