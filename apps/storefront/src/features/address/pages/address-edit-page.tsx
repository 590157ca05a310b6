import { Button, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { addressApi, useAddressInfo } from '../api/address-api.ts';
import { AddressFormFields, type AddressFormValues as Values } from '../components/address-form-fields.tsx';
import { PageLoading } from '../../../components/states/page-loading.tsx';
import './address-pages.css';

const idFrom = (text: string | null) => (text && /^\d{1,10}$/.test(text) ? Number(text) : undefined);

/** /member/address_edit (?id= to edit): consignee, mobile, optional telephone, region, detail, default flag. */
export function Page() {
  const { t } = useTranslation('address');
  const navigate = useNavigate();
  const id = idFrom(useSearchParams()[0].get('id'));
  const info = useAddressInfo(id);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const row = info.data;
  useEffect(() => {
    if (row) {
      const { name, mobile, telephone, address } = row;
      const region = [row.province_id, row.city_id, row.district_id];
      form.setFieldsValue({ name, mobile, telephone, address, region, is_default: row.is_default === 1 });
    }
  }, [form, row]);

  const save = async (v: Values) => {
    const [province_id = 0, city_id = 0, district_id = 0] = v.region;
    const body = {
      name: v.name.trim(),
      mobile: v.mobile.trim(),
      telephone: (v.telephone ?? '').trim(),
      province_id,
      city_id,
      district_id,
      address: v.address.trim(),
      is_default: v.is_default ? 1 : 0,
    };
    setSaving(true);
    try {
      await (id === undefined ? addressApi.add(body) : addressApi.edit(id, body));
      toast(t('saved'), 'success');
      void navigate('/member/delivery_address');
    } catch {
      // the request helper has shown the server's text
    } finally {
      setSaving(false);
    }
  };

  if (id !== undefined && !row)
    return <div className="page-card">{info.isError ? t('notFound') : <PageLoading />}</div>;
  return (
    <div className="page-card addr-edit">
      <h1>{id === undefined ? t('addTitle') : t('editTitle')}</h1>
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ flex: '120px' }}
        onFinish={(v) => void save(v)}
        initialValues={{ is_default: false }}
      >
        <AddressFormFields />
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('save')}
          </Button>
          <Button className="addr-cancel" onClick={() => void navigate('/member/delivery_address')}>
            {t('cancel')}
          </Button>
        </Form.Item>
      </Form>
    </div>
  );
}
