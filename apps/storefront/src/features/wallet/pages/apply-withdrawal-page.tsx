import { moneyToCents, type wallet } from '@mall/contracts';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { PasswordInput, TextInput } from '../../../components/text-input.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LazyModal, preloadModal } from '../../../components/lazy-modal.tsx';
import { Money } from '../../../components/money.tsx';
import { MountedOnceOpen } from '../../../components/mounted-once-open.tsx';
import { NativeSelect } from '../../../components/native-select.tsx';
import { PageLoading } from '../../../components/states/page-loading.tsx';
import { toast } from '../../../lib/toast.ts';
import { useEnumText } from '../../../lib/enum-text.ts';
import { useCurrentMember } from '../../account/index.ts';
import { useBankAccounts, useWithdrawInfo, walletApi } from '../api/wallet-api.ts';
import './wallet-pages.css';

interface Confirming {
  fee: wallet.WithdrawFee;
  accountId: number | undefined;
  /** One per confirmation: a double click or a retry after a lost answer freezes the cash once. */
  idempotencyKey: string;
}

const newIdempotencyKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** The confirmation: amount, fee and what arrives, shown before anything moves; then the payment password. */
function ConfirmModal({ confirming, onClose }: { confirming: Confirming | null; onClose: () => void }) {
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
    <LazyModal
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
    </LazyModal>
  );
}

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
      <Form className="wal-form" labelCol={{ flex: '120px' }} onFinish={() => void next()}>
        <Form.Item label={t('toAccount')}>
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
        </Form.Item>
        <Form.Item label={t('amount')}>
          <TextInput
            aria-label={t('amount')}
            value={amount}
            inputMode="decimal"
            maxLength={16}
            onChange={(e) => setAmount(e.target.value)}
            suffix={
              <Button
                type="link"
                size="small"
                onClick={() => setAmount(info.member_info.balance_money)}
                disabled={(moneyToCents(info.member_info.balance_money) ?? 0) === 0}
              >
                {t('all')}
              </Button>
            }
          />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" onPointerEnter={preloadModal} onFocus={preloadModal}>
            {t('next')}
          </Button>
        </Form.Item>
      </Form>
      <MountedOnceOpen open={confirming !== null}>
        <ConfirmModal confirming={confirming} onClose={() => setConfirming(null)} />
      </MountedOnceOpen>
    </div>
  );
}
