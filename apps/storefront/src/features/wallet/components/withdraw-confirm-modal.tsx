import type { wallet } from '@mall/contracts';
import { Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Money } from '../../../components/money.tsx';
import { PasswordInput } from '../../../components/text-input.tsx';
import { toast } from '../../../lib/toast.ts';
import { walletApi } from '../api/wallet-api.ts';
import '../pages/wallet-pages.css';

export interface Confirming {
  fee: wallet.WithdrawFee;
  accountId: number | undefined;
  /** One per confirmation: a double click or a retry after a lost answer freezes the cash once. */
  idempotencyKey: string;
}

/**
 * The confirmation: amount, fee and what arrives, shown before anything moves; then the payment password. It
 * draws with antd's Modal and is loaded with antd's theme on first opening (lazyWithAntd), so the page that
 * opens it loads no antd (issue 12).
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
    <Modal
      open={confirming !== null}
      title={t('confirmTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('confirm')}
      cancelText={t('cancel')}
      okButtonProps={{ disabled: !/^\d{6}$/.test(password), loading: busy }}
      destroyOnHidden
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
      <Form layout="vertical">
        <Form.Item label={t('payPassword')} help={t('payPasswordRule')}>
          <PasswordInput
            aria-label={t('payPassword')}
            maxLength={6}
            inputMode="numeric"
            value={password}
            onChange={(e) => setPassword(e.target.value.replace(/\D/g, ''))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
