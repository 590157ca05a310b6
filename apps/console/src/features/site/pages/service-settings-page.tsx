import { SaveOutlined } from '@ant-design/icons';
import { chat } from '@mall/contracts';
import { Button, Card, Form, Input, InputNumber, Radio, Skeleton, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useSaveServiceSettings, useServiceSettings } from '../api/site-queries.ts';

const LINK = /^https?:\/\/\S+$/;

/**
 * The platform's customer service: the storefront's built-in chat, a third party's service link, or none; and
 * how often open chats send their heartbeat (0: none).
 */
export function Page() {
  const { t } = useTranslation('site');
  const [form] = Form.useForm<chat.ServiceSettings>();
  const { data, isLoading } = useServiceSettings();
  const save = useSaveServiceSettings();
  const type = Form.useWatch('type', form);
  useEffect(() => {
    if (data) form.setFieldsValue(data);
  }, [data, form]);
  if (isLoading || !data) return <Skeleton active />;

  const submit = async (values: chat.ServiceSettings) => {
    await save.mutateAsync({ ...values, third: values.third ?? '' });
    toast(t('service.saved'), 'success');
  };
  const pingRange = t('service.pingRange', { min: chat.PING_MIN_MS, max: chat.PING_MAX_MS });
  return (
    <Form form={form} layout="vertical" onFinish={(v) => void submit(v).catch(() => {})}>
      <Card title={t('service.card')}>
        <Form.Item name="type" label={t('service.type')}>
          <Radio.Group>
            <Space direction="vertical">
              {chat.SERVICE_TYPES.map((k) => (
                <Radio key={k} value={k}>
                  {t(`service.types.${k}`)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="third"
          label={t('service.third')}
          extra={t('service.thirdHelp')}
          rules={[
            { required: type === 'third', message: t('service.thirdRequired') },
            { pattern: LINK, message: t('service.thirdRequired') },
          ]}
        >
          <Input maxLength={255} disabled={type !== 'third'} />
        </Form.Item>
        <Form.Item
          name="ping_interval"
          label={t('service.ping')}
          extra={t('service.pingHelp')}
          rules={[
            { required: true, message: pingRange },
            {
              validator: (_, v: number | null) =>
                v === 0 || (typeof v === 'number' && v >= chat.PING_MIN_MS && v <= chat.PING_MAX_MS)
                  ? Promise.resolve()
                  : Promise.reject(new Error(pingRange)),
            },
          ]}
        >
          <InputNumber min={0} max={chat.PING_MAX_MS} precision={0} addonAfter={t('service.ms')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending}>
          {t('service.save')}
        </Button>
      </Card>
    </Form>
  );
}
