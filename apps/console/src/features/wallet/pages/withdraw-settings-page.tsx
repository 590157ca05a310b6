import { SaveOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Form, InputNumber, Skeleton, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useSaveWithdrawConfig, useWithdrawConfig } from '../api/wallet-queries.ts';

interface SettingsForm {
  is_use: boolean;
  is_auto_audit: boolean;
  is_auto_transfer: boolean;
  rate: number;
  min: number;
  transfer_type: string[];
}

/** The withdrawal rules (MEMBER_WITHDRAW_CONFIG): open or not, fee rate, minimum, auto-audit, auto-transfer. */
export function Page() {
  const { t } = useTranslation('wallet');
  const [form] = Form.useForm<SettingsForm>();
  const { data } = useWithdrawConfig();
  const save = useSaveWithdrawConfig();
  useEffect(() => {
    if (data)
      form.setFieldsValue({
        is_use: data.is_use === 1,
        is_auto_audit: data.is_auto_audit === 1,
        is_auto_transfer: data.is_auto_transfer === 1,
        rate: Number(data.rate),
        min: Number(data.min),
        transfer_type: data.transfer_type,
      });
  }, [data, form]);
  if (!data)
    return (
      <Card title={t('settingsTitle')}>
        <Skeleton active />
      </Card>
    );
  const submit = (v: SettingsForm) =>
    save
      .mutateAsync({
        is_use: v.is_use ? 1 : 0,
        is_auto_audit: v.is_auto_audit ? 1 : 0,
        is_auto_transfer: v.is_auto_transfer ? 1 : 0,
        rate: v.rate.toFixed(2),
        min: v.min.toFixed(2),
        transfer_type: v.transfer_type,
      })
      .then(() => toast(t('saved'), 'success'))
      .catch(() => undefined);
  return (
    <Card title={t('settingsTitle')}>
      <Form
        form={form}
        labelCol={{ flex: '200px' }}
        style={{ maxWidth: 640 }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="is_use" label={t('isUse')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="rate"
          label={t('rate')}
          rules={[{ required: true, type: 'number', min: 0, max: 100 }]}
        >
          <InputNumber min={0} max={100} precision={2} step={0.1} addonAfter="%" style={{ width: 180 }} />
        </Form.Item>
        <Form.Item
          name="min"
          label={t('min')}
          rules={[{ required: true, type: 'number', min: 0, max: 1_000_000 }]}
        >
          <InputNumber min={0} max={1_000_000} precision={2} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item
          name="transfer_type"
          label={t('transferTypes')}
          rules={[{ required: true, type: 'array', min: 1, message: t('required') }]}
        >
          <Checkbox.Group
            options={[
              { value: 'bank', label: t('type.bank') },
              { value: 'alipay', label: t('type.alipay') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="is_auto_audit"
          label={t('autoAudit')}
          valuePropName="checked"
          extra={t('autoAuditHint')}
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="is_auto_transfer"
          label={t('autoTransfer')}
          valuePropName="checked"
          extra={t('autoTransferHint')}
        >
          <Switch />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending}>
            {t('save')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
