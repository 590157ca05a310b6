import { ShopOutlined } from '@ant-design/icons';
import type { settle } from '@mall/contracts';
import { Button, Form } from 'antd';
import { TextInput } from '../../../components/text-input.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateTimeOf } from '../../../lib/dates.ts';
import { useCategoryTree } from '../../../lib/site-data.ts';
import { submitApply, useMyApply } from '../api/settle-api.ts';
import './shop-apply-page.css';
import { ResultState } from '../../../components/states/result-state.tsx';
import { Steps } from '../../../components/steps.tsx';
import { LicenceUpload } from '../components/licence-upload.tsx';
import { NativeSelect } from '../../../components/native-select.tsx';
import { PageLoading } from '../../../components/states/page-loading.tsx';

type Values = Omit<settle.ShopApplyInput, 'licence_image'>;

/** Where the application stands: waiting, approved (the shop is open) or refused with the reason. */
function ApplyStatus({ apply, onAgain }: { apply: settle.ShopApply; onAgain: () => void }) {
  const { t } = useTranslation('settle');
  const step = apply.apply_status === 0 ? 1 : 2;
  const status = apply.apply_status === 1 ? 'success' : apply.apply_status === -1 ? 'error' : 'info';
  return (
    <div data-testid="apply-status">
      <Steps
        current={step}
        status={apply.apply_status === -1 ? 'error' : undefined}
        items={[{ title: t('stepApply') }, { title: t('stepReview') }, { title: t('stepOpen') }]}
        className="sa-steps"
      />
      <ResultState
        status={status}
        title={t(`status.${apply.apply_status}`)}
        subTitle={
          apply.apply_status === -1
            ? t('refusedReason', { reason: apply.refuse_reason })
            : apply.apply_status === 1
              ? t('approvedText', { name: apply.shop_name, login: `shop${apply.site_id}` })
              : t('waitingText', { time: dateTimeOf(apply.create_time) })
        }
        extra={
          apply.apply_status === -1 ? (
            <Button type="primary" onClick={onAgain}>
              {t('again')}
            </Button>
          ) : apply.apply_status === 1 ? (
            <Link to={`/shop-${apply.site_id}`}>{t('visitShop')}</Link>
          ) : null
        }
      />
      <dl className="sa-summary">
        <dt>{t('shopName')}</dt>
        <dd>{apply.shop_name}</dd>
        <dt>{t('category')}</dt>
        <dd>{apply.category_name}</dd>
        <dt>{t('contact')}</dt>
        <dd>
          {apply.contact_name} {apply.contact_mobile}
        </dd>
        <dt>{t('address')}</dt>
        <dd>{apply.address}</dd>
      </dl>
    </div>
  );
}

/** /member/shop_apply: apply to open a shop (the header's merchant entry), or see the application's status. */
export function Page() {
  const { t } = useTranslation('settle');
  const { data: apply, isPending } = useMyApply();
  const { data: categories } = useCategoryTree();
  const [again, setAgain] = useState(false);
  const [licence, setLicence] = useState('');
  const [licenceError, setLicenceError] = useState('');
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Values>();

  if (isPending)
    return (
      <div className="page-card">
        <PageLoading />
      </div>
    );
  if (apply && !(again && apply.apply_status === -1))
    return (
      <div className="page-card">
        <h1>{t('title')}</h1>
        <ApplyStatus apply={apply} onAgain={() => setAgain(true)} />
      </div>
    );

  const submit = async (v: Values) => {
    if (!licence) {
      setLicenceError(t('licenceRequired'));
      return;
    }
    setBusy(true);
    try {
      await submitApply({ ...v, licence_image: licence });
      setAgain(false);
    } catch {
      // The toast says why (an open application already, a category not on the list).
    } finally {
      setBusy(false);
    }
  };
  const required = (key: string) => [{ required: true, whitespace: true, message: t(key) }];
  return (
    <div className="page-card sa-page">
      <h1>
        <ShopOutlined /> {t('title')}
      </h1>
      <p className="sa-intro">{t('intro')}</p>
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
        onFinishFailed={() => setLicenceError(licence ? '' : t('licenceRequired'))}
        className="sa-form"
      >
        <Form.Item
          name="shop_name"
          label={t('shopName')}
          rules={[...required('shopNameRequired'), { min: 2, message: t('shopNameShort') }]}
        >
          <TextInput maxLength={60} placeholder={t('shopNamePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="category_id"
          label={t('category')}
          rules={[{ required: true, message: t('categoryRequired') }]}
        >
          <NativeSelect
            placeholder={t('categoryPlaceholder')}
            options={(categories ?? []).map((c) => ({ value: c.category_id, label: c.category_name }))}
            aria-label={t('category')}
          />
        </Form.Item>
        <Form.Item name="contact_name" label={t('contact')} rules={required('contactRequired')}>
          <TextInput maxLength={40} />
        </Form.Item>
        <Form.Item
          name="contact_mobile"
          label={t('mobile')}
          rules={[...required('mobileRequired'), { pattern: /^\d{6,15}$/, message: t('mobileInvalid') }]}
        >
          <TextInput maxLength={15} />
        </Form.Item>
        <Form.Item
          name="address"
          label={t('address')}
          rules={[...required('addressRequired'), { min: 4, message: t('addressShort') }]}
        >
          <TextInput maxLength={255} />
        </Form.Item>
        <Form.Item
          label={t('licence')}
          required
          extra={t('licenceHint')}
          validateStatus={licenceError ? 'error' : undefined}
          help={licenceError || undefined}
        >
          <LicenceUpload
            value={licence}
            onChange={(path) => {
              setLicence(path);
              setLicenceError('');
            }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" loading={busy}>
          {t('submit')}
        </Button>
      </Form>
    </div>
  );
}
