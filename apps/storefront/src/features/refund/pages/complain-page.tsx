import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ConfirmInPlace } from '../../../components/confirm-in-place.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { MissingState } from '../../../components/states/missing-state.tsx';
import { PageLoading } from '../../../components/states/page-loading.tsx';
import { Tag } from '../../../components/tag.tsx';
import { lineIdOf, refundApi, useComplainDetail } from '../api/refund-api.ts';
import { ComplainForm } from '../components/complain-form.tsx';
import { RefundGoods } from '../components/refund-goods.tsx';
import { RefundLog } from '../components/refund-log.tsx';
import '../components/refund.css';
import { useEnumText } from '../../../lib/enum-text.ts';

/**
 * /member/complain?order_goods_id=…: platform rights protection (facts §3.2) while a refund is refused or stuck:
 * reason and description, then the platform's decision; cancel, or modify and apply again after a refusal.
 */
export function Page() {
  const { t } = useTranslation('refund');
  const enumWord = useEnumText();
  const id = lineIdOf(useSearchParams()[0]);
  const { data: d, isPending, isError } = useComplainDetail(id);
  if (!id || isError)
    return (
      <div className="page-card">
        <MissingState title={t('missing')} backTo="/member/activist" backLabel={t('activist')} />
      </div>
    );
  if (isPending || !d)
    return (
      <div className="page-card">
        <PageLoading />
      </div>
    );
  const c = d.complain_info;
  const canApply = !c || c.complain_action.includes('apply');
  return (
    <div className="page-card">
      <div className="rf-head">
        <h1>{t('complainTitle')}</h1>
        <Link to={`/member/refund_detail?order_goods_id=${id}`}>{t('detailTitle')}</Link>
      </div>
      <RefundGoods item={d.order_goods_info} />
      {c && (
        <FactList
          facts={[
            { key: 'no', label: t('complainNo'), value: c.complain_no },
            {
              key: 'status',
              label: t('status'),
              value: <Tag colour="purple">{enumWord.complainStatus(c.complain_status)}</Tag>,
            },
            { key: 'reason', label: t('reason'), value: c.complain_reason_name },
            { key: 'remark', label: t('remark'), value: c.complain_remark || '-' },
            ...(c.complain_refuse_reason
              ? [{ key: 'refuse', label: t('refuseReason'), value: c.complain_refuse_reason }]
              : []),
          ]}
        />
      )}
      {c?.complain_action.includes('cancel') && (
        <div className="rf-actions">
          <ConfirmInPlace
            question={t('cancelConfirm')}
            onConfirm={() => void refundApi.cancelComplain(id).catch(() => undefined)}
          >
            {t('cancelComplain')}
          </ConfirmInPlace>
        </div>
      )}
      {canApply && d.order_goods_info.refund_status !== 3 && d.order_goods_info.refund_status !== 0 && (
        <ComplainForm id={id} reasons={d.refund_reason_type} complaint={c} />
      )}
      <RefundLog list={d.refund_log_list} />
    </div>
  );
}
