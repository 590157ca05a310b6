import type { wallet } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { Money } from '../../../components/money.tsx';
import { dateTimeOf } from '../../../lib/dates.ts';
import { useEnumText } from '../../../lib/enum-text.ts';
import { useWithdrawPage } from '../api/wallet-api.ts';
import { STATUS_COLOUR } from './withdraw-status.ts';
import './wallet-pages.css';
import { Tag } from '../../../components/tag.tsx';
import { Button } from '../../../components/button.tsx';

/** /member/withdrawal: the member's withdrawal requests, newest first, each with its stage. */
export function Page() {
  const { t } = useTranslation('wallet');
  const enumWord = useEnumText();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const { data } = useWithdrawPage(page);
  const columns: DataColumn<wallet.WithdrawRow>[] = [
    { title: t('col.no'), dataIndex: 'withdraw_no' },
    { title: t('col.applyTime'), dataIndex: 'apply_time', render: (v) => dateTimeOf(v) },
    { title: t('col.to'), dataIndex: 'transfer_type', render: (v) => enumWord.transferType(v) },
    {
      title: t('col.amount'),
      dataIndex: 'apply_money',
      align: 'right',
      render: (v) => <Money value={v} />,
    },
    {
      title: t('col.status'),
      dataIndex: 'status',
      render: (v, r) => <Tag colour={STATUS_COLOUR[v]}>{enumWord.withdrawStatus(r.status)}</Tag>,
    },
    {
      title: '',
      dataIndex: 'id',
      render: (id) => <Link to={`/member/withdrawal_detail?id=${id}`}>{t('detail')}</Link>,
    },
  ];
  return (
    <div className="page-card">
      <div className="wal-head">
        <h1>{t('recordsTitle')}</h1>
        <Button kind="primary" onClick={() => void navigate('/member/apply_withdrawal')}>
          {t('withdraw')}
        </Button>
      </div>
      <DataTable
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={!data}
        emptyText={t('noWithdrawals')}
        pagination={{
          current: page,
          pageSize: 10,
          total: data?.count ?? 0,
          onChange: setPage,
        }}
      />
    </div>
  );
}
