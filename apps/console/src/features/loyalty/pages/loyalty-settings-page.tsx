import { DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, InputNumber, Row, Select, Skeleton, Space, Switch } from 'antd';
import { loyalty } from '@mall/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import {
  useLoyaltySettings,
  useSaveLoyaltySettings,
  useSigninCouponChoices,
} from '../api/loyalty-queries.ts';

/** The form's shape: the switches as booleans. */
interface SettingsForm {
  signin_is_use: boolean;
  signin_award: loyalty.SigninAward[];
  consume: Omit<loyalty.ConsumeRules, 'is_use'> & { is_use: boolean };
  register: Omit<loyalty.RegisterReward, 'is_use'> & { is_use: boolean };
}

const whole = (max: number) => ({ min: 0, max, precision: 0, style: { width: 140 } });

/** The platform's loyalty rules (facts §4.5, §4.7): sign-in rewards per streak day, consumption and registration rewards. */
export function Page() {
  const { t } = useTranslation('loyalty');
  const [form] = Form.useForm<SettingsForm>();
  const { data, isLoading } = useLoyaltySettings();
  const save = useSaveLoyaltySettings();
  const { data: coupons } = useSigninCouponChoices();
  const couponOptions = [
    { value: 0, label: t('noCoupon') },
    ...(coupons?.list ?? []).map((c) => ({
      value: c.platformcoupon_type_id,
      label: `${c.platformcoupon_name} (${c.money})`,
    })),
  ];
  useEffect(() => {
    if (data)
      form.setFieldsValue({
        ...data,
        signin_is_use: data.signin_is_use === 1,
        consume: { ...data.consume, is_use: data.consume.is_use === 1 },
        register: { ...data.register, is_use: data.register.is_use === 1 },
      });
  }, [data, form]);
  const submit = async (v: SettingsForm) => {
    await save.mutateAsync({
      signin_is_use: v.signin_is_use ? 1 : 0,
      signin_award: v.signin_award,
      consume: { ...v.consume, is_use: v.consume.is_use ? 1 : 0 },
      register: { ...v.register, is_use: v.register.is_use ? 1 : 0 },
    });
    toast(t('saved'), 'success');
  };
  if (isLoading || !data) return <Skeleton active />;
  return (
    <Form form={form} layout="vertical" onFinish={(v) => void submit(v).catch(() => {})}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card title={t('signinCard')}>
          <Form.Item name="signin_is_use" label={t('signinOpen')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <p>{t('signinHelp')}</p>
          <Form.List name="signin_award">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f) => (
                  <Space key={f.key} align="baseline" data-testid="award-row">
                    <Form.Item name={[f.name, 'day']} label={t('day')} rules={[{ required: true }]}>
                      <InputNumber min={1} max={365} precision={0} style={{ width: 100 }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'point']} label={t('point')} rules={[{ required: true }]}>
                      <InputNumber {...whole(100000)} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'growth']} label={t('growth')} rules={[{ required: true }]}>
                      <InputNumber {...whole(100000)} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'coupon']} label={t('coupon')} initialValue={0}>
                      <Select style={{ width: 220 }} options={couponOptions} aria-label={t('coupon')} />
                    </Form.Item>
                    {fields.length > 1 ? (
                      <Button
                        icon={<DeleteOutlined />}
                        aria-label={t('removeDay')}
                        onClick={() => remove(f.name)}
                      />
                    ) : null}
                  </Space>
                ))}
                <Button
                  icon={<PlusOutlined />}
                  disabled={fields.length >= 31}
                  onClick={() => add({ day: fields.length + 1, point: 0, growth: 0, coupon: 0 })}
                >
                  {t('addDay')}
                </Button>
              </>
            )}
          </Form.List>
        </Card>
        <Row gutter={16}>
          <Col span={12}>
            <Card title={t('consumeCard')} style={{ height: '100%' }}>
              <Form.Item name={['consume', 'is_use']} label={t('consumeOpen')} valuePropName="checked">
                <Switch />
              </Form.Item>
              <Form.Item name={['consume', 'return_point_status']} label={t('consumeStage')}>
                <Select
                  style={{ width: 240 }}
                  options={loyalty.CONSUME_STAGES.map((s) => ({ value: s, label: t(`stage.${s}`) }))}
                />
              </Form.Item>
              <Form.Item name={['consume', 'return_point_rate']} label={t('pointRate')} extra={t('rateHelp')}>
                <InputNumber {...whole(100)} addonAfter="%" />
              </Form.Item>
              <Form.Item name={['consume', 'return_growth_rate']} label={t('growthRate')}>
                <InputNumber {...whole(100)} addonAfter="%" />
              </Form.Item>
            </Card>
          </Col>
          <Col span={12}>
            <Card title={t('registerCard')} style={{ height: '100%' }}>
              <Form.Item name={['register', 'is_use']} label={t('registerOpen')} valuePropName="checked">
                <Switch />
              </Form.Item>
              <Form.Item name={['register', 'point']} label={t('point')}>
                <InputNumber {...whole(100000)} />
              </Form.Item>
              <Form.Item name={['register', 'growth']} label={t('growth')}>
                <InputNumber {...whole(100000)} />
              </Form.Item>
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
