import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Amount } from '../../../components/amount.tsx';
import { buttonClass } from '../../../components/button.tsx';
import { ConfirmInPlace } from '../../../components/confirm-in-place.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { MissingState } from '../../../components/states/missing-state.tsx';
import { PageLoading } from '../../../components/states/page-loading.tsx';
import { Tag } from '../../../components/tag.tsx';
import { dateTimeOf } from '../../../lib/dates.ts';
import { lineIdOf, refundApi, useRefundDetail } from '../api/refund-api.ts';
import { RefundGoods } from '../components/refund-goods.tsx';
import { RefundLog } from '../components/refund-log.tsx';
import { RefundPictureList } from '../components/refund-picture-list.tsx';
import { ReturnForm } from '../components/return-form.tsx';
import '../components/refund.css';
import { useEnumText } from '../../../lib/enum-text.ts';

/**
 * /member/refund_detail?order_goods_id=…: where the refund stands, its amounts, the shop's return address and
 * the logistics form while goods must go back, revoke, apply again, escalate, and the negotiation record.
 */
export function Page() {
  const { t } = useTranslation('refund');
  const enumWord = useEnumText();
  const id = lineIdOf(useSearchParams()[0]);
  const { data: d, isPending, isError } = useRefundDetail(id);
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
  const [canCancel, canApply, canSend] = ['cancel', 'apply', 'delivery'].map((a) =>
    d.refund_action.includes(a),
  );
  return (
    <div className="page-card">
      <div className="rf-head">
        <h1>{t('detailTitle')}</h1>
        <Link to="/member/activist">{t('activist')}</Link>
      </div>
      <RefundGoods item={d} />
      <div className="rf-status" data-testid="refund-status">
        <Tag colour={d.refund_status === 3 ? 'green' : d.refund_status === -1 ? 'red' : 'blue'}>
          {enumWord.refundStatus(d.refund_status)}
        </Tag>
        {d.deadline_time > 0 && (
          <span className="rf-muted">{t('deadline', { time: dateTimeOf(d.deadline_time) })}</span>
        )}
      </div>
      <FactList
        facts={[
          { key: 'no', label: t('refundNo'), value: d.refund_no },
          { key: 'type', label: t('type'), value: enumWord.refundType(d.refund_type) },
          { key: 'reason', label: t('reason'), value: d.refund_reason_name },
          { key: 'apply', label: t('applyMoney'), value: <Amount value={d.refund_apply_money} /> },
          { key: 'real', label: t('realMoney'), value: <Amount value={d.refund_real_money} /> },
          { key: 'time', label: t('applyTime'), value: dateTimeOf(d.apply_time) },
          ...(d.refund_status === 3
            ? [
                { key: 'bal', label: t('toBalance'), value: <Amount value={d.refund_balance_money} /> },
                { key: 'pay', label: t('toPayment'), value: <Amount value={d.refund_pay_money} /> },
                { key: 'done', label: t('refundTime'), value: dateTimeOf(d.refund_time) },
              ]
            : []),
          ...(d.refund_refuse_reason
            ? [{ key: 'refuse', label: t('refuseReason'), value: d.refund_refuse_reason }]
            : []),
          ...(d.refund_delivery_no
            ? [
                {
                  key: 'logistics',
                  label: t('deliveryNo'),
                  value: `${d.refund_delivery_name} ${d.refund_delivery_no}`,
                },
              ]
            : []),
          { key: 'remark', label: t('remark'), value: d.refund_remark || '-', wide: true },
          ...(d.refund_images.length > 0
            ? [
                {
                  key: 'pictures',
                  label: t('pictures'),
                  value: <RefundPictureList list={d.refund_images} />,
                  wide: true,
                },
              ]
            : []),
        ]}
      />
      <div className="rf-actions">
        {canCancel && (
          <ConfirmInPlace
            question={t('cancelConfirm')}
            onConfirm={() => void refundApi.cancel(d.order_goods_id).catch(() => undefined)}
          >
            {t('cancel')}
          </ConfirmInPlace>
        )}
        {/* Links in a button's look: they lead to another page (a button inside a link is invalid). */}
        {canApply && (
          <Link to={`/member/refund?order_goods_id=${d.order_goods_id}`} className={buttonClass('primary')}>
            {t('applyAgain')}
          </Link>
        )}
        {d.complain_action === 1 && (
          <Link to={`/member/complain?order_goods_id=${d.order_goods_id}`} className={buttonClass()}>
            {t('complain')}
          </Link>
        )}
      </div>
      {canSend && <ReturnForm id={d.order_goods_id} address={d.shop_address} />}
      <RefundLog list={d.refund_log_list} />
    </div>
  );
}
