import { CloseCircleFilled } from '@ant-design/icons';
import type { wallet } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FactList } from '../../../components/fact-list.tsx';
import { Money } from '../../../components/money.tsx';
import { ShimmerLines } from '../../../components/states/placeholders.tsx';
import { Steps } from '../../../components/steps.tsx';
import { Tag } from '../../../components/tag.tsx';
import { dateTimeOf } from '../../../lib/dates.ts';
import { useEnumText } from '../../../lib/enum-text.ts';
import { useWithdrawDetail } from '../api/wallet-api.ts';
import { STATUS_COLOUR } from './withdraw-status.ts';
import './wallet-pages.css';

const idFrom = (text: string | null) => (text && /^\d{1,10}$/.test(text) ? Number(text) : undefined);

/** The three stages (spec §4: apply → audit → transfer) as the status tells them; a refusal stops at audit. */
function Stages({ row }: { row: wallet.WithdrawDetail }) {
  const { t } = useTranslation('wallet');
  const refused = row.status === -1;
  const current = refused ? 1 : Math.min(row.status + 1, 2);
  const when = (unix: number) => (unix ? dateTimeOf(unix) : t('stage.waiting'));
  return (
    <Steps
      className="wal-steps"
      current={current}
      status={refused ? 'error' : row.status === 2 ? 'finish' : 'process'}
      items={[
        { title: t('stage.apply'), description: dateTimeOf(row.apply_time) },
        {
          title: refused ? t('stage.refused') : t('stage.audit'),
          description: row.status === 0 ? t('stage.waiting') : when(row.audit_time),
        },
        {
          title: t('stage.transfer'),
          description: row.status === 2 ? when(row.payment_time) : t('stage.waiting'),
        },
      ]}
    />
  );
}

/** /member/withdrawal_detail?id=: one request with its stages, the money, the account and any refusal reason. */
export function Page() {
  const { t } = useTranslation('wallet');
  const enumWord = useEnumText();
  const id = idFrom(useSearchParams()[0].get('id'));
  const { data: row, isError } = useWithdrawDetail(id);
  if (!row)
    return <div className="page-card">{isError || id === undefined ? null : <ShimmerLines rows={4} />}</div>;
  return (
    <div className="page-card" data-testid="withdraw-detail">
      <div className="wal-head">
        <h1>{t('detailTitle')}</h1>
        <Tag colour={STATUS_COLOUR[row.status]}>{enumWord.withdrawStatus(row.status)}</Tag>
        <Link to="/member/withdrawal">{t('backToRecords')}</Link>
      </div>
      <Stages row={row} />
      {row.status === -1 && (
        // antd's error Alert with its description (wallet-pages.css)
        <div className="wal-refused" role="alert">
          <CloseCircleFilled className="wal-refused__icon" />
          <div>
            <div className="wal-refused__title">{`${t('refuseReason')}: ${row.refuse_reason}`}</div>
            <div>{t('refundedNote')}</div>
          </div>
        </div>
      )}
      {/* Two facts a row, in antd's middle-sized Descriptions. */}
      <div className="wal-facts">
        <FactList
          size="middle"
          facts={[
            { key: 'no', label: t('col.no'), value: row.withdraw_no },
            { key: 'status', label: t('col.status'), value: enumWord.withdrawStatus(row.status) },
            { key: 'apply', label: t('applyMoney'), value: <Money value={row.apply_money} /> },
            { key: 'rate', label: t('rate'), value: `${row.rate}%` },
            { key: 'fee', label: t('fee'), value: <Money value={row.service_money} /> },
            { key: 'arrives', label: t('arrives'), value: <Money value={row.money} /> },
            {
              key: 'to',
              label: t('col.to'),
              value: (
                <>
                  {enumWord.transferType(row.transfer_type)} · {row.realname} ·{' '}
                  {row.bank_name ? `${row.bank_name} · ` : ''}
                  {row.account_number}
                </>
              ),
            },
            { key: 'mobile', label: t('mobile'), value: row.mobile },
            ...(row.certificate_remark
              ? [{ key: 'voucher', label: t('voucher'), value: row.certificate_remark, wide: true }]
              : []),
          ]}
        />
      </div>
    </div>
  );
}
