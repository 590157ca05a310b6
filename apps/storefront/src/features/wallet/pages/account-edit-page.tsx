import type { wallet } from '@mall/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { CheckBox } from '../../../components/check-box.tsx';
import { FormRow } from '../../../components/form/form-row.tsx';
import { required, useForm, type Form } from '../../../components/form/use-form.ts';
import { RadioGroup } from '../../../components/radio-group.tsx';
import { PageLoading } from '../../../components/states/page-loading.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { toast } from '../../../lib/toast.ts';
import { useBankAccount, walletApi } from '../api/wallet-api.ts';
import './wallet-pages.css';

type WithdrawType = 'bank' | 'alipay' | 'wechatpay';

type Values = {
  withdraw_type: WithdrawType;
  realname: string;
  mobile: string;
  branch_bank_name: string;
  bank_account: string;
};

const idFrom = (text: string | null) => (text && /^\d{1,10}$/.test(text) ? Number(text) : undefined);
const MOBILE = /^1[3-9]\d{9}$/;
const TYPES: WithdrawType[] = ['alipay', 'bank', 'wechatpay'];

/** A required text field of the account, no longer than the server keeps. */
function TextRow({
  form,
  name,
  label,
  maxLength,
}: {
  form: Form<Values>;
  name: Exclude<keyof Values, 'withdraw_type'>;
  label: string;
  maxLength: number;
}) {
  return (
    <FormRow label={label} htmlFor={form.fields[name].id} required horizontal {...form.rows[name]}>
      <TextInput {...form.fields[name]} maxLength={maxLength} />
    </FormRow>
  );
}

/**
 * The account's fields and their rules. The server's length limits (50, 60, 40) are the inputs' maxLength, so a
 * longer text cannot be typed and needs no rule of its own; the bank's name is asked for a bank card only.
 */
function AccountForm({ id, row }: { id: number | undefined; row: wallet.BankAccount | undefined }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const typeLabelId = useId();
  const [isDefault, setIsDefault] = useState(row?.is_default === 1);
  const [saving, setSaving] = useState(false);
  const filled = required<Values>(t('required'));
  const form = useForm<Values>(
    {
      withdraw_type: row?.withdraw_type ?? 'alipay',
      realname: row?.realname ?? '',
      mobile: row?.mobile ?? '',
      branch_bank_name: row?.branch_bank_name ?? '',
      bank_account: row?.bank_account ?? '',
    },
    {
      realname: [filled],
      mobile: [filled, (v) => (MOBILE.test(v) ? undefined : t('mobileFormat'))],
      branch_bank_name: [(v, values) => (values.withdraw_type === 'bank' ? filled(v, values) : undefined)],
      bank_account: [filled],
    },
  );
  const type = form.values.withdraw_type;

  const save = async (v: Values) => {
    const body = {
      withdraw_type: v.withdraw_type,
      realname: v.realname.trim(),
      mobile: v.mobile.trim(),
      branch_bank_name: v.withdraw_type === 'bank' ? v.branch_bank_name.trim() : '',
      bank_account: v.bank_account.trim(),
      is_default: isDefault ? 1 : 0,
    };
    setSaving(true);
    try {
      await (id === undefined ? walletApi.addAccount(body) : walletApi.editAccount(id, body));
      toast(t('saved'), 'success');
      void navigate(-1);
    } catch {
      // the request helper has shown the server's text
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="wal-form wal-form--wide" onSubmit={form.onSubmit((v) => void save(v))}>
      <FormRow label={t('withdrawType')} labelId={typeLabelId} horizontal>
        <RadioGroup
          labelledBy={typeLabelId}
          value={type}
          onChange={(v) => form.setValue('withdraw_type', v)}
          choices={TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))}
        />
      </FormRow>
      <TextRow form={form} name="realname" label={t('realname')} maxLength={50} />
      <TextRow form={form} name="mobile" label={t('mobile')} maxLength={11} />
      {type === 'bank' && (
        <TextRow form={form} name="branch_bank_name" label={t('bankName')} maxLength={60} />
      )}
      <TextRow
        form={form}
        name="bank_account"
        label={type === 'bank' ? t('bankAccount') : t('alipayAccount')}
        maxLength={40}
      />
      <FormRow horizontal>
        <CheckBox checked={isDefault} onChange={setIsDefault}>
          {t('isDefault')}
        </CheckBox>
      </FormRow>
      <FormRow horizontal>
        <Button kind="primary" htmlType="submit" loading={saving}>
          {t('save')}
        </Button>
        <Button onClick={() => void navigate(-1)}>{t('back')}</Button>
      </FormRow>
    </form>
  );
}

/**
 * /member/account_edit (?id= to edit): a bank card (bank name and card number) or an Alipay account. WeChat is
 * offered as the original client does, and the server answers it with the spec's 'choose Alipay' text.
 */
export function Page() {
  const { t } = useTranslation('wallet');
  const id = idFrom(useSearchParams()[0].get('id'));
  const info = useBankAccount(id);
  const row = info.data;
  // A placeholder is the account read before (another id): the form waits for this one.
  if (id !== undefined && (!row || info.isPlaceholderData))
    return (
      <div className="page-card">
        <PageLoading />
      </div>
    );
  return (
    <div className="page-card">
      <h1>{id === undefined ? t('addTitle') : t('editTitle')}</h1>
      {/* The form starts from the account as first read: a later read does not overwrite what is being typed. */}
      <AccountForm key={id ?? 'new'} id={id} row={row} />
    </div>
  );
}
