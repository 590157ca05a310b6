import { Button, Card, Form, InputNumber, Skeleton, Switch, TimePicker } from 'antd';
import type { merchantShop } from '@mall/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useDeliverySetting, useSaveDeliverySetting } from '../api/delivery-queries.ts';

interface FormValues {
  express_is_use: boolean;
  store_is_use: boolean;
  local_is_use: boolean;
  local_delivery_money: number;
  local_start_money: number;
  hours: [Dayjs, Dayjs];
}

const toForm = (s: merchantShop.DeliverySetting): FormValues => ({
  express_is_use: s.express_is_use === 1,
  store_is_use: s.store_is_use === 1,
  local_is_use: s.local_is_use === 1,
  local_delivery_money: Number(s.local_delivery_money),
  local_start_money: Number(s.local_start_money),
  hours: [dayjs(s.local_time_start, 'HH:mm'), dayjs(s.local_time_end, 'HH:mm')],
});

/** Which delivery types checkout offers for the shop, and the terms of its own local delivery. */
export function Page() {
  const { t } = useTranslation('delivery');
  const { data, isLoading } = useDeliverySetting();
  const save = useSaveDeliverySetting();
  const [form] = Form.useForm<FormValues>();
  const local = Form.useWatch('local_is_use', form);
  useEffect(() => {
    if (data) form.setFieldsValue(toForm(data));
  }, [data, form]);
  if (isLoading || !data) return <Skeleton active />;
  const submit = async (v: FormValues) => {
    await save.mutateAsync({
      express_is_use: v.express_is_use ? 1 : 0,
      store_is_use: v.store_is_use ? 1 : 0,
      local_is_use: v.local_is_use ? 1 : 0,
      local_delivery_money: String(v.local_delivery_money ?? 0),
      local_start_money: String(v.local_start_money ?? 0),
      local_time_start: v.hours[0].format('HH:mm'),
      local_time_end: v.hours[1].format('HH:mm'),
    });
    toast(t('saved'), 'success');
  };
  const atLeastOne = ({ getFieldValue }: { getFieldValue: (n: string) => unknown }) => ({
    validator: () =>
      getFieldValue('express_is_use') || getFieldValue('store_is_use') || getFieldValue('local_is_use')
        ? Promise.resolve()
        : Promise.reject(new Error(t('atLeastOne'))),
  });
  return (
    <Card title={t('settingsTitle')} style={{ maxWidth: 760 }}>
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ span: 8 }}
        wrapperCol={{ span: 16 }}
        initialValues={toForm(data)}
        onFinish={(v) => void submit(v).catch(() => {})}
      >
        <Form.Item
          name="express_is_use"
          label={t('express')}
          valuePropName="checked"
          extra={t('expressHelp')}
          dependencies={['store_is_use', 'local_is_use']}
          rules={[atLeastOne]}
        >
          <Switch />
        </Form.Item>
        <Form.Item name="store_is_use" label={t('store')} valuePropName="checked" extra={t('storeHelp')}>
          <Switch />
        </Form.Item>
        <Form.Item name="local_is_use" label={t('local')} valuePropName="checked" extra={t('localHelp')}>
          <Switch />
        </Form.Item>
        <Form.Item
          name="local_delivery_money"
          label={t('localFee')}
          rules={[{ required: true, message: t('moneyRequired') }]}
        >
          <InputNumber min={0} max={10000} precision={2} step={1} disabled={!local} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          name="local_start_money"
          label={t('localStart')}
          rules={[{ required: true, message: t('moneyRequired') }]}
        >
          <InputNumber
            min={0}
            max={100000}
            precision={2}
            step={10}
            disabled={!local}
            style={{ width: 160 }}
          />
        </Form.Item>
        <Form.Item
          name="hours"
          label={t('localHours')}
          rules={[
            { required: true, message: t('hoursRequired') },
            {
              validator: (_, v?: [Dayjs, Dayjs]) =>
                !v || v[0].isBefore(v[1]) ? Promise.resolve() : Promise.reject(new Error(t('hoursOrder'))),
            },
          ]}
        >
          <TimePicker.RangePicker format="HH:mm" minuteStep={5} disabled={!local} />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 8 }}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
