import { Button, Checkbox, Form, Radio } from 'antd';
import { TextInput } from '../../../components/text-input.tsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { useBankAccount, walletApi } from '../api/wallet-api.ts';
import { PageLoading } from '../../../components/states/page-loading.tsx';
import './wallet-pages.css';

interface Values {
  withdraw_type: 'bank' | 'alipay' | 'wechatpay';
  realname: string;
  mobile: string;
  branch_bank_name?: string;
  bank_account: string;
  is_default: boolean;
}

const idFrom = (text: string | null) => (text && /^\d{1,10}$/.test(text) ? Number(text) : undefined);
const MOBILE = /^1[3-9]\d{9}$/;

/**
 * /member/account_edit (?id= to edit): a bank card (bank name and card number) or an Alipay account. WeChat is
 * offered as the original client does, and the server answers it with the spec's 'choose Alipay' text.
 */
export function Page() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const id = idFrom(useSearchParams()[0].get('id'));
  const info = useBankAccount(id);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const type = Form.useWatch('withdraw_type', form);
  const row = info.data;
  useEffect(() => {
    if (row) form.setFieldsValue({ ...row, is_default: row.is_default === 1 });
  }, [form, row]);

  const save = async (v: Values) => {
    const body = {
      withdraw_type: v.withdraw_type,
      realname: v.realname.trim(),
      mobile: v.mobile.trim(),
      branch_bank_name: v.withdraw_type === 'bank' ? (v.branch_bank_name ?? '').trim() : '',
      bank_account: v.bank_account.trim(),
      is_default: v.is_default ? 1 : 0,
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

  if (id !== undefined && !row)
    return (
      <div className="page-card">
        <PageLoading />
      </div>
    );
  const required = { required: true, whitespace: true, message: t('required') };
  return (
    <div className="page-card">
      <h1>{id === undefined ? t('addTitle') : t('editTitle')}</h1>
      <Form
        form={form}
        className="wal-form"
        labelCol={{ flex: '140px' }}
        onFinish={(v) => void save(v)}
        initialValues={{ withdraw_type: 'alipay', is_default: false }}
      >
        <Form.Item name="withdraw_type" label={t('withdrawType')}>
          <Radio.Group
            options={(['alipay', 'bank', 'wechatpay'] as const).map((v) => ({
              value: v,
              label: t(`type.${v}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="realname" label={t('realname')} rules={[required, { max: 50 }]}>
          <TextInput maxLength={50} />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={t('mobile')}
          rules={[required, { pattern: MOBILE, message: t('mobileFormat') }]}
        >
          <TextInput maxLength={11} />
        </Form.Item>
        {type === 'bank' && (
          <Form.Item name="branch_bank_name" label={t('bankName')} rules={[required, { max: 60 }]}>
            <TextInput maxLength={60} />
          </Form.Item>
        )}
        <Form.Item
          name="bank_account"
          label={type === 'bank' ? t('bankAccount') : t('alipayAccount')}
          rules={[required, { max: 40 }]}
        >
          <TextInput maxLength={40} />
        </Form.Item>
        <Form.Item name="is_default" valuePropName="checked" label=" " colon={false}>
          <Checkbox>{t('isDefault')}</Checkbox>
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('save')}
          </Button>{' '}
          <Button onClick={() => void navigate(-1)}>{t('back')}</Button>
        </Form.Item>
      </Form>
    </div>
  );
}
