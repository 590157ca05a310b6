import { SaveOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  InputNumber,
  Row,
  Skeleton,
  Space,
  Switch,
} from 'antd';
import { account, operator } from '@mall/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useSaveSiteSettings, useSiteSettings } from '../api/site-queries.ts';
import { LogoField } from '../components/logo-field.tsx';

/** A whole number of days within [min, max]. */
function DaysField(props: { name: keyof SettingsForm; label: string; min: number; max: number }) {
  const { t } = useTranslation('site');
  const { name, label, min, max } = props;
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[{ required: true, type: 'number', min, max, message: t('range', { min, max }) }]}
    >
      <InputNumber min={min} max={max} precision={0} addonAfter={t('days')} style={{ width: 180 }} />
    </Form.Item>
  );
}

/** The form's shape: the settings with the site switch as a boolean. */
type SettingsForm = Omit<operator.SiteSettings, 'web_status'> & { web_status: boolean };

/**
 * The platform's site settings in one form: the site (name, logo, open or closed with the closing text),
 * registration and its password rules, the order timers and the refund time limits.
 */
export function Page() {
  const { t } = useTranslation('site');
  const [form] = Form.useForm<SettingsForm>();
  const { data, isLoading } = useSiteSettings();
  const save = useSaveSiteSettings();
  const open = Form.useWatch('web_status', form);
  useEffect(() => {
    if (data) form.setFieldsValue({ ...data, web_status: data.web_status === 1 });
  }, [data, form]);

  const submit = async (values: SettingsForm) => {
    await save.mutateAsync({ ...values, web_status: values.web_status ? 1 : 0 });
    toast(t('saved'), 'success');
  };
  if (isLoading || !data) return <Skeleton active />;
  return (
    <Form form={form} layout="vertical" onFinish={(v) => void submit(v).catch(() => {})}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card title={t('siteCard')}>
          {open === false && (
            <Alert type="warning" showIcon message={t('closedWarning')} style={{ marginBottom: 16 }} />
          )}
          <Row gutter={24}>
            <Col span={12}>
              <Form.Item
                name="site_name"
                label={t('siteName')}
                rules={[{ required: true, whitespace: true, max: 60, message: t('siteNameRequired') }]}
              >
                <Input maxLength={60} />
              </Form.Item>
              <Form.Item name="web_status" label={t('webStatus')} valuePropName="checked">
                <Switch checkedChildren={t('open')} unCheckedChildren={t('closed')} />
              </Form.Item>
              <Form.Item
                name="close_reason"
                label={t('closeReason')}
                extra={t('closeReasonHelp')}
                rules={[{ max: 500 }]}
              >
                <Input.TextArea rows={3} maxLength={500} showCount />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="logo" label={t('logo')} extra={t('logoHelp')}>
                <LogoField />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title={t('registerCard')}>
          <Form.Item name="register" label={t('registerWays')} extra={t('registerWaysHelp')}>
            <Checkbox.Group
              options={operator.REGISTER_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
            />
          </Form.Item>
          <Form.Item
            name="pwd_len"
            label={t('pwdLen')}
            rules={[
              { required: true, type: 'number', min: 6, max: 32, message: t('range', { min: 6, max: 32 }) },
            ]}
          >
            <InputNumber min={6} max={32} precision={0} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="pwd_complexity" label={t('pwdComplexity')}>
            <Checkbox.Group
              options={account.PASSWORD_RULES.map((r) => ({ value: r, label: t(`rule.${r}`) }))}
            />
          </Form.Item>
        </Card>
        <Row gutter={16}>
          <Col span={12}>
            <Card title={t('orderCard')} style={{ height: '100%' }}>
              <Form.Item
                name="auto_close_minutes"
                label={t('autoClose')}
                rules={[
                  {
                    required: true,
                    type: 'number',
                    min: 1,
                    max: 10080,
                    message: t('range', { min: 1, max: 10080 }),
                  },
                ]}
              >
                <InputNumber
                  min={1}
                  max={10080}
                  precision={0}
                  addonAfter={t('minutes')}
                  style={{ width: 180 }}
                />
              </Form.Item>
              <DaysField name="auto_receive_days" label={t('autoReceive')} min={1} max={90} />
              <DaysField name="auto_complete_days" label={t('autoComplete')} min={1} max={90} />
            </Card>
          </Col>
          <Col span={12}>
            <Card title={t('refundCard')} style={{ height: '100%' }}>
              <DaysField name="refund_apply_days" label={t('refundApply')} min={0} max={90} />
              <DaysField name="refund_auto_agree_days" label={t('refundAutoAgree')} min={1} max={30} />
              <DaysField name="refund_auto_receive_days" label={t('refundAutoReceive')} min={1} max={30} />
              <DaysField name="refund_auto_cancel_days" label={t('refundAutoCancel')} min={1} max={30} />
            </Card>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending}>
          {t('save')}
        </Button>
      </Space>
    </Form>
  );
}
