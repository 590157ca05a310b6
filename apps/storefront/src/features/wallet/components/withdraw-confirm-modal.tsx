import type { wallet } from '@mall/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormRow } from '../../../components/form/form-row.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { Money } from '../../../components/money.tsx';
import { PasswordInput } from '../../../components/text-input.tsx';
import { toast } from '../../../lib/toast.ts';
import { walletApi } from '../api/wallet-api.ts';
import '../pages/wallet-pages.css';

const PAY_PASSWORD = /^\d{6}$/;

export interface Confirming {
  fee: wallet.WithdrawFee;
  accountId: number | undefined;
  /** One per confirmation: a double click or a retry after a lost answer freezes the cash once. */
  idempotencyKey: string;
}

/**
 * The confirmation: amount, fee and what arrives, shown before anything moves; then the payment password (OK only
 * once its six digits are typed). Our own ModalDialog, so opening it loads no antd (issue 12). The password typed
 * stays for the next opening, as it did in antd's Modal.
 */
export function WithdrawConfirmModal({
  confirming,
  onClose,
}: {
  confirming: Confirming | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const passwordId = useId();
  const submit = async () => {
    if (!confirming) return;
    setBusy(true);
    try {
      const done = await walletApi.apply({
        apply_money: confirming.fee.apply_money,
        account_id: confirming.accountId,
        pay_password: password,
        idempotency_key: confirming.idempotencyKey,
      });
      toast(t('submitted'), 'success');
      void navigate(`/member/withdrawal_detail?id=${done.id}`);
    } catch {
      // the request helper has shown the server's text (wrong password, exceeds …)
    } finally {
      setBusy(false);
    }
  };
  return (
    <ModalDialog
      open={confirming !== null}
      title={t('confirmTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('confirm')}
      cancelText={t('cancel')}
      okDisabled={!PAY_PASSWORD.test(password)}
      loading={busy}
    >
      {confirming && (
        <dl className="wal-fee">
          <dt>{t('amount')}</dt>
          <dd>
            <Money value={confirming.fee.apply_money} />
          </dd>
          <dt>{t('fee')}</dt>
          <dd data-testid="withdraw-fee">
            <Money value={confirming.fee.service_money} />
          </dd>
          <dt>{t('arrives')}</dt>
          <dd data-testid="withdraw-arrives">
            <Money value={confirming.fee.money} />
          </dd>
        </dl>
      )}
      {/* Enter submits nothing (only OK does), as in antd's Form without onFinish. */}
      <form className="wal-confirm-form" onSubmit={(e) => e.preventDefault()}>
        <FormRow label={t('payPassword')} htmlFor={passwordId} extra={t('payPasswordRule')}>
          <PasswordInput
            id={passwordId}
            aria-label={t('payPassword')}
            maxLength={6}
            inputMode="numeric"
            value={password}
            onChange={(e) => setPassword(e.target.value.replace(/\D/g, ''))}
          />
        </FormRow>
      </form>
    </ModalDialog>
  );
}
