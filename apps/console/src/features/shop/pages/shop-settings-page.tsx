import { Alert, Button, Card, Col, Form, Input, Row, Skeleton, Space } from 'antd';
import { roleMay, type merchantShop } from '@mall/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RegionCascader } from '../../../components/region-cascader.tsx';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveShop, useShopSettings } from '../api/shop-queries.ts';
import { PictureField } from '../components/picture-field.tsx';
import './shop-settings-page.css';

type FormValues = Omit<
  merchantShop.ShopSettings,
  'province' | 'city' | 'district' | 'site_id' | 'full_address'
> & {
  region?: number[];
};

const toForm = (s: merchantShop.ShopSettings): FormValues => ({
  ...s,
  region: s.district > 0 ? [s.province, s.city, s.district] : [],
});

/** The shop's face in the storefront: name, pictures, description, contact, return address and terms. */
export function Page() {
  const { t } = useTranslation('shop');
  const session = useSession();
  const mayEdit = session ? roleMay(session.role, '/merchant/api/shop/edit') : false;
  const { data, isLoading } = useShopSettings();
  const save = useSaveShop();
  const [form] = Form.useForm<FormValues>();
  useEffect(() => {
    if (data) form.setFieldsValue(toForm(data));
  }, [data, form]);
  if (isLoading || !data) return <Skeleton active />;
  const submit = async ({ region, ...values }: FormValues) => {
    const [province = 0, city = 0, district = 0] = region ?? [];
    await save.mutateAsync({ ...values, province, city, district });
    toast(t('saved'), 'success');
  };
  return (
    <Form
      form={form}
      layout="vertical"
      disabled={!mayEdit}
      initialValues={toForm(data)}
      onFinish={(v) => void submit(v).catch(() => {})}
      className="shop-settings"
    >
      {!mayEdit && <Alert type="info" showIcon message={t('ownerOnly')} className="shop-settings-note" />}
      <Card title={t('basic')}>
        <Row gutter={24}>
          <Col xs={24} lg={12}>
            <Form.Item
              name="site_name"
              label={t('siteName')}
              rules={[{ required: true, whitespace: true, max: 60, message: t('siteNameRequired') }]}
            >
              <Input maxLength={60} showCount />
            </Form.Item>
            <Form.Item name="seo_keywords" label={t('keywords')} extra={t('keywordsHelp')}>
              <Input maxLength={255} />
            </Form.Item>
            <Form.Item name="seo_description" label={t('description')}>
              <Input.TextArea rows={4} maxLength={500} showCount />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name="logo" label={t('logo')} extra={t('logoHelp')}>
              <PictureField kind="logo" />
            </Form.Item>
            <Form.Item name="avatar" label={t('avatar')} extra={t('avatarHelp')}>
              <PictureField kind="avatar" />
            </Form.Item>
            <Form.Item name="banner" label={t('banner')} extra={t('bannerHelp')}>
              <PictureField kind="banner" />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title={t('contact')}>
        <Row gutter={24}>
          <Col xs={24} md={8}>
            <Form.Item
              name="telephone"
              label={t('telephone')}
              rules={[{ pattern: /^\+?[0-9 -]{3,30}$/, message: t('phoneInvalid') }]}
            >
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="qq" label={t('qq')}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="email"
              label={t('email')}
              rules={[{ type: 'email', message: t('emailInvalid') }]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="workingtime" label={t('workingtime')}>
              <Input maxLength={60} placeholder={t('workingtimePlaceholder')} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title={t('returnAddress')}>
        <Row gutter={24}>
          <Col xs={24} md={10}>
            <Form.Item name="region" label={t('region')}>
              <RegionCascader />
            </Form.Item>
          </Col>
          <Col xs={24} md={14}>
            <Form.Item
              name="address"
              label={t('address')}
              dependencies={['region']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, v: string) =>
                    (getFieldValue('region') ?? []).length === 3 && !v?.trim()
                      ? Promise.reject(new Error(t('addressRequired')))
                      : Promise.resolve(),
                }),
              ]}
            >
              <Input maxLength={255} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title={t('terms')}>
        <Form.Item name="terms_title" label={t('termsTitle')}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="terms_content" label={t('termsContent')} extra={t('termsHelp')}>
          <Input.TextArea rows={8} />
        </Form.Item>
      </Card>
      {mayEdit && (
        <Space className="shop-settings-actions">
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('save')}
          </Button>
          <Button onClick={() => form.setFieldsValue(toForm(data))}>{t('reset')}</Button>
        </Space>
      )}
    </Form>
  );
}
