import { moneyToCents } from '@mall/contracts';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { FormRow } from '../../../components/form/form-row.tsx';
import { Money } from '../../../components/money.tsx';
import { MountedOnceOpen } from '../../../components/mounted-once-open.tsx';
import { NativeSelect } from '../../../components/native-select.tsx';
import { PageLoading } from '../../../components/states/page-loading.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { toast } from '../../../lib/toast.ts';
import { useEnumText } from '../../../lib/enum-text.ts';
import { useCurrentMember } from '../../account/index.ts';
import { useBankAccounts, useWithdrawInfo, walletApi } from '../api/wallet-api.ts';
import type { Confirming } from '../components/withdraw-confirm-modal.tsx';
import './wallet-pages.css';

// The confirmation (our own ModalDialog, no antd: issue 12) is a chunk of its own, fetched as the pointer (or the
// focus) reaches the button that opens it.
const loadConfirm = () => import('../components/withdraw-confirm-modal.tsx');
const ConfirmModal = lazy(() => loadConfirm().then((m) => ({ default: m.WithdrawConfirmModal })));
const preloadConfirm = () => void loadConfirm();

const newIdempotencyKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** /member/apply_withdrawal: amount and account; the fee is shown (by the server's arithmetic) before confirming. */
export function Page() {
  const { t } = useTranslation('wallet');
  const enumWord = useEnumText();
  const { data: info } = useWithdrawInfo();
  const { data: accounts } = useBankAccounts();
  const { data: member } = useCurrentMember();
  const [amount, setAmount] = useState('');
  const [accountId, setAccountId] = useState<number>();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  if (!info || !accounts)
    return (
      <div className="page-card">
        <PageLoading />
      </div>
    );
  const chosen = accountId ?? accounts.list.find((a) => a.is_default === 1)?.id;
  const next = async () => {
    if (amount.trim() === '') return toast(t('amountRequired'), 'error');
    try {
      const fee = await walletApi.fee(amount.trim(), chosen);
      setConfirming({ fee, accountId: chosen, idempotencyKey: newIdempotencyKey() });
    } catch {
      // the server's text is shown: below minimum, exceeds, invalid amount, add an account first
    }
  };
  return (
    <div className="page-card">
      <h1>{t('applyTitle')}</h1>
      <div className="wal-apply-figure">
        <span className="wal-muted">{t('available')} </span>
        <Money value={info.member_info.balance_money} />
        <p className="wal-muted">{t('rules', { min: info.config.min, rate: info.config.rate })}</p>
      </div>
      {member?.is_pay_password === 0 && (
        <div className="wal-notice" role="alert">
          <ExclamationCircleFilled className="wal-notice-icon" />
          <span>{t('noPayPassword')}</span>
          <Link to="/member/security">{t('goSecurity')}</Link>
        </div>
      )}
      <form
        className="wal-form"
        onSubmit={(e) => {
          e.preventDefault();
          void next();
        }}
      >
        {/* The account and the amount name their fields themselves (aria-label), as they did in antd's Form. */}
        <FormRow label={t('toAccount')} horizontal>
          {accounts.list.length === 0 ? (
            <Link to="/member/account_edit">{t('addFirst')}</Link>
          ) : (
            <NativeSelect
              aria-label={t('toAccount')}
              value={chosen}
              onChange={setAccountId}
              options={accounts.list.map((a) => ({
                value: a.id,
                label: `${enumWord.transferType(a.withdraw_type)} · ${a.realname} · ${a.bank_account}`,
              }))}
            />
          )}
        </FormRow>
        <FormRow label={t('amount')} horizontal>
          <TextInput
            aria-label={t('amount')}
            value={amount}
            inputMode="decimal"
            maxLength={16}
            onChange={(e) => setAmount(e.target.value)}
            suffix={
              <Button
                kind="link"
                size="small"
                onClick={() => setAmount(info.member_info.balance_money)}
                disabled={(moneyToCents(info.member_info.balance_money) ?? 0) === 0}
              >
                {t('all')}
              </Button>
            }
          />
        </FormRow>
        <FormRow horizontal>
          <Button kind="primary" htmlType="submit" onPointerEnter={preloadConfirm} onFocus={preloadConfirm}>
            {t('next')}
          </Button>
        </FormRow>
      </form>
      <MountedOnceOpen open={confirming !== null}>
        <ConfirmModal confirming={confirming} onClose={() => setConfirming(null)} />
      </MountedOnceOpen>
    </div>
  );
}
