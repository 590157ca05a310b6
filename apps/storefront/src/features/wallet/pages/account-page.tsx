import { wallet, type Paged } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Link, useNavigate } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { Money } from '../../../components/money.tsx';
import { dateTimeOf } from '../../../lib/dates.ts';
import { useEnumText } from '../../../lib/enum-text.ts';
import { useAccountInfo, useLedgerPage } from '../api/wallet-api.ts';
import { useMoneyFormat } from '../../../lib/money.ts';
import './wallet-pages.css';

type Entry = wallet.LedgerEntry;
const FROM_TYPES = ['order', 'refund', 'withdraw', 'adjust', 'memberrecharge'] as const;

function Figures() {
  const { t } = useTranslation('wallet');
  const formatMoney = useMoneyFormat();
  const { data } = useAccountInfo();
  if (!data) return null;
  return (
    <div className="wal-figures" data-testid="wallet-figures">
      <section className="wal-figure">
        <h2>{t('total')}</h2>
        <Money value={data.balance_total} />
      </section>
      <section className="wal-figure" data-testid="wallet-stored">
        <h2>{t('stored')}</h2>
        <Money value={data.balance} />
        <p>{t('storedHint')}</p>
      </section>
      <section className="wal-figure" data-testid="wallet-cash">
        <h2>{t('cash')}</h2>
        <Money value={data.balance_money} />
        <p>
          {t('inWithdrawal', { money: formatMoney(data.balance_withdraw_apply) })} ·{' '}
          {t('withdrawn', { money: formatMoney(data.balance_withdraw) })}
        </p>
      </section>
    </div>
  );
}

const MONEY_ACCOUNTS = new Set(['balance', 'balance_money']);

function Ledger() {
  const { t } = useTranslation('wallet');
  const enumWord = useEnumText();
  const formatMoney = useMoneyFormat();
  const [accountType, setAccountType] = useState('balance');
  const [fromType, setFromType] = useState('');
  const [page, setPage] = useState(1);
  const { data, isFetching } = useLedgerPage({ account_type: accountType, from_type: fromType, page });
  const paged: Paged<Entry> = data ?? { count: 0, page_count: 0, list: [] };
  const columns: DataColumn<Entry>[] = [
    { title: t('col.time'), dataIndex: 'create_time', render: (v) => dateTimeOf(v) },
    { title: t('col.type'), dataIndex: 'from_type', render: (v) => enumWord.ledgerType(v) },
    {
      title: t('col.account'),
      dataIndex: 'account_type',
      render: (v) => enumWord.accountType(v),
    },
    {
      title: t('col.amount'),
      dataIndex: 'account_data',
      align: 'right',
      // Money rows through the one formatter with their sign; points and growth stay plain numbers.
      render: (v, r) => {
        const out = v.startsWith('-');
        const amount = MONEY_ACCOUNTS.has(r.account_type)
          ? formatMoney(v.replace(/^[-+]/, ''))
          : v.replace(/^[-+]/, '');
        return <span className={out ? 'wal-out' : 'wal-in'}>{`${out ? '-' : '+'}${amount}`}</span>;
      },
    },
    { title: t('col.remark'), dataIndex: 'remark' },
  ];
  return (
    <>
      <h2>{t('ledgerTitle')}</h2>
      {/* Native selects: antd's Select weighed about 30 KiB gzip on this page for two short lists (issue 12). */}
      <div className="wal-filters">
        <select
          className="wal-filter"
          aria-label={t('filterAccount')}
          value={accountType}
          onChange={(e) => (setAccountType(e.target.value), setPage(1))}
        >
          <option value="balance">{t('allAccounts')}</option>
          <option value="balance_money">{t('accountType.balance_money')}</option>
        </select>
        <select
          className="wal-filter"
          aria-label={t('filterType')}
          value={fromType}
          onChange={(e) => (setFromType(e.target.value), setPage(1))}
        >
          <option value="">{t('allTypes')}</option>
          {FROM_TYPES.map((f) => (
            <option key={f} value={f}>
              {t(`fromType.${f}`)}
            </option>
          ))}
        </select>
      </div>
      <DataTable
        rowKey="id"
        size="middle"
        loading={isFetching && !data}
        columns={columns}
        dataSource={paged.list}
        emptyText={t('empty')}
        aria-label={t('ledgerTitle')}
        pagination={{
          current: page,
          pageSize: 10,
          total: paged.count,
          onChange: setPage,
        }}
      />
    </>
  );
}

/** /member/account: stored value and withdrawable cash, and every movement behind them (facts §4.1). */
export function Page() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  return (
    <div className="page-card">
      <div className="wal-head">
        <h1>{t('title')}</h1>
        <Link to="/member/account_list">{t('accounts')}</Link>
        <Link to="/member/withdrawal">{t('records')}</Link>
        <Button kind="primary" onClick={() => void navigate('/member/apply_withdrawal')}>
          {t('withdraw')}
        </Button>
      </div>
      <Figures />
      <Ledger />
    </div>
  );
}
