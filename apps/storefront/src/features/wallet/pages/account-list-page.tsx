import { PlusOutlined, WalletOutlined } from '@ant-design/icons';
import { wallet } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { PopConfirm } from '../../../components/pop-confirm.tsx';
import { ShimmerLines } from '../../../components/states/placeholders.tsx';
import { Tag } from '../../../components/tag.tsx';
import { toast } from '../../../lib/toast.ts';
import { useEnumText } from '../../../lib/enum-text.ts';
import { useBankAccounts, walletApi } from '../api/wallet-api.ts';
import './wallet-pages.css';

function AccountCard({ row }: { row: wallet.BankAccount }) {
  const { t } = useTranslation('wallet');
  const enumWord = useEnumText();
  const run = (p: Promise<unknown>, done: string) =>
    void p.then(() => toast(done, 'success')).catch(() => undefined);
  return (
    <li className={`wal-card${row.is_default ? ' wal-card--default' : ''}`} data-testid="bank-account-card">
      <strong>{enumWord.transferType(row.withdraw_type)}</strong>{' '}
      {row.is_default === 1 && <Tag colour="red">{t('default')}</Tag>}
      <dl>
        <dt>{t('realname')}</dt>
        <dd>{row.realname}</dd>
        <dt>{t('mobile')}</dt>
        <dd>{row.mobile}</dd>
        {row.withdraw_type === 'bank' && (
          <>
            <dt>{t('bankName')}</dt>
            <dd>{row.branch_bank_name}</dd>
          </>
        )}
        <dt>{row.withdraw_type === 'bank' ? t('bankAccount') : t('alipayAccount')}</dt>
        <dd>{row.bank_account}</dd>
      </dl>
      <div className="wal-actions">
        {row.is_default !== 1 && (
          <button
            type="button"
            className="wal-link"
            onClick={() => run(walletApi.setDefault(row.id), t('defaultSet'))}
          >
            {t('makeDefault')}
          </button>
        )}
        <Link className="wal-link" to={`/member/account_edit?id=${row.id}`}>
          {t('edit')}
        </Link>
        {row.is_default !== 1 && (
          <PopConfirm
            question={t('confirmDelete')}
            className="wal-link"
            onConfirm={() => run(walletApi.removeAccount(row.id), t('deleted'))}
          >
            {t('delete')}
          </PopConfirm>
        )}
      </div>
    </li>
  );
}

/** /member/account_list: where withdrawals go (bank cards, Alipay); the default one cannot be deleted. */
export function Page() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const { data } = useBankAccounts();
  return (
    <div className="page-card">
      <div className="wal-head">
        <h1>{t('listTitle')}</h1>
        <Button
          kind="primary"
          icon={<PlusOutlined />}
          disabled={(data?.count ?? 0) >= wallet.BANK_ACCOUNT_MAX}
          onClick={() => void navigate('/member/account_edit')}
        >
          {t('add')}
        </Button>
      </div>
      {!data ? (
        <ShimmerLines rows={4} />
      ) : data.list.length === 0 ? (
        // antd's Empty with the wallet for its picture (wallet-pages.css)
        <div className="wal-empty">
          <div className="wal-empty__image" aria-hidden>
            <WalletOutlined />
          </div>
          <p className="wal-empty__text">{t('noAccounts')}</p>
        </div>
      ) : (
        <ul className="wal-cards">
          {data.list.map((row) => (
            <AccountCard key={row.id} row={row} />
          ))}
        </ul>
      )}
    </div>
  );
}
