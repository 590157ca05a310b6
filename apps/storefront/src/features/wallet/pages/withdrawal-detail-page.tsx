import type { wallet } from '@mall/contracts';
import { Alert, Descriptions, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Money } from '../../../components/money.tsx';
import { dateTimeOf } from '../../../lib/dates.ts';
import { useEnumText } from '../../../lib/enum-text.ts';
import { useWithdrawDetail } from '../api/wallet-api.ts';
import { STATUS_COLOUR } from './withdraw-status.ts';
import './wallet-pages.css';
import { Steps } from '../../../components/steps.tsx';

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
    return <div className="page-card">{isError || id === undefined ? null : <Skeleton active />}</div>;
  return (
    <div className="page-card" data-testid="withdraw-detail">
      <div className="wal-head">
        <h1>{t('detailTitle')}</h1>
        <Tag color={STATUS_COLOUR[row.status]}>{enumWord.withdrawStatus(row.status)}</Tag>
        <Link to="/member/withdrawal">{t('backToRecords')}</Link>
      </div>
      <Stages row={row} />
      {row.status === -1 && (
        <Alert
          type="error"
          showIcon
          message={`${t('refuseReason')}: ${row.refuse_reason}`}
          description={t('refundedNote')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Descriptions bordered column={2} size="middle">
        <Descriptions.Item label={t('col.no')}>{row.withdraw_no}</Descriptions.Item>
        <Descriptions.Item label={t('col.status')}>{enumWord.withdrawStatus(row.status)}</Descriptions.Item>
        <Descriptions.Item label={t('applyMoney')}>
          <Money value={row.apply_money} />
        </Descriptions.Item>
        <Descriptions.Item label={t('rate')}>{row.rate}%</Descriptions.Item>
        <Descriptions.Item label={t('fee')}>
          <Money value={row.service_money} />
        </Descriptions.Item>
        <Descriptions.Item label={t('arrives')}>
          <Money value={row.money} />
        </Descriptions.Item>
        <Descriptions.Item label={t('col.to')}>
          {enumWord.transferType(row.transfer_type)} · {row.realname} ·{' '}
          {row.bank_name ? `${row.bank_name} · ` : ''}
          {row.account_number}
        </Descriptions.Item>
        <Descriptions.Item label={t('mobile')}>{row.mobile}</Descriptions.Item>
        {row.certificate_remark ? (
          <Descriptions.Item label={t('voucher')} span={2}>
            {row.certificate_remark}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
    </div>
  );
}
