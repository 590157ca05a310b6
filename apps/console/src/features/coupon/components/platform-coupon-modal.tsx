import { DatePicker, Form, Input, InputNumber, Modal, Radio, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translations } from '@mall/contracts';
import { TranslationsField, translationsOf } from '../../../components/translations-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useAddPlatformCouponType, useShopChoices } from '../api/platform-coupon-queries.ts';

interface PlatformCouponForm {
  platformcoupon_name: string;
  money: number;
  at_least: number;
  count: number;
  max_fetch: number;
  validity_type: 0 | 1;
  end_time?: Dayjs;
  fixed_term?: number;
  use_scenario: 1 | 2;
  /** Chosen shops keep their names while the search shows other shops. */
  site_ids?: { value: number; label: string }[];
  platform_split_rare: number;
  is_show: boolean;
  i18n?: Translations;
}

const INITIAL: Partial<PlatformCouponForm> = {
  at_least: 0,
  count: 1000,
  max_fetch: 1,
  validity_type: 1,
  fixed_term: 30,
  use_scenario: 1,
  platform_split_rare: 100,
  is_show: true,
};

/** A new platform coupon: money off from a minimum spend, for every shop or some, and who pays for it. */
export function PlatformCouponModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('coupon');
  const [form] = Form.useForm<PlatformCouponForm>();
  const add = useAddPlatformCouponType();
  const [shopSearch, setShopSearch] = useState('');
  const shops = useShopChoices(shopSearch);
  const validity = Form.useWatch('validity_type', form) ?? 1;
  const scenario = Form.useWatch('use_scenario', form) ?? 1;
  const submit = async (v: PlatformCouponForm) => {
    await add.mutateAsync({
      platformcoupon_name: v.platformcoupon_name,
      money: String(v.money),
      at_least: String(v.at_least ?? 0),
      count: v.count,
      max_fetch: v.max_fetch,
      validity_type: v.validity_type,
      ...(v.validity_type === 0
        ? { end_time: v.end_time!.endOf('day').unix() }
        : { fixed_term: v.fixed_term }),
      use_scenario: v.use_scenario,
      site_ids: v.use_scenario === 2 ? (v.site_ids ?? []).map((s) => s.value) : [],
      platform_split_rare: v.platform_split_rare,
      is_show: v.is_show ? 1 : 0,
      i18n: translationsOf(form),
    });
    toast(t('added'), 'success');
    onClose();
  };
  return (
    <Modal
      title={t('platform.addTitle')}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('create')}
      cancelText={t('cancel')}
      confirmLoading={add.isPending}
      destroyOnHidden
      width={640}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={INITIAL}
        onFinish={(v) => void submit(v).catch(() => {})}
      >
        <Form.Item
          name="platformcoupon_name"
          label={t('name')}
          rules={[{ required: true, whitespace: true, message: t('nameRequired') }]}
        >
          <Input maxLength={60} showCount />
        </Form.Item>
        <TranslationsField fields={[{ name: 'platformcoupon_name', label: t('name'), max: 60 }]} />
        <Form.Item
          name="money"
          label={t('money')}
          rules={[{ required: true, type: 'number', min: 0.01, message: t('moneyRequired') }]}
        >
          <InputNumber min={0.01} max={100000} precision={2} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="at_least"
          label={t('atLeast')}
          extra={t('atLeastHelp')}
          dependencies={['money']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, v?: number) =>
                !v || v >= (getFieldValue('money') ?? 0)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('platform.atLeastBelowMoney'))),
            }),
          ]}
        >
          <InputNumber min={0} max={1000000} precision={2} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="count" label={t('count')} rules={[{ required: true, message: t('countRequired') }]}>
          <InputNumber min={1} max={1000000} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="max_fetch" label={t('maxFetch')} extra={t('maxFetchHelp')}>
          <InputNumber min={0} max={1000} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="validity_type" label={t('validity')}>
          <Radio.Group
            options={[
              { value: 1, label: t('validityDays') },
              { value: 0, label: t('validityDate') },
            ]}
          />
        </Form.Item>
        {validity === 1 ? (
          <Form.Item
            name="fixed_term"
            label={t('fixedTerm')}
            rules={[{ required: true, message: t('fixedTermRequired') }]}
          >
            <InputNumber min={1} max={3650} precision={0} style={{ width: 200 }} />
          </Form.Item>
        ) : (
          <Form.Item
            name="end_time"
            label={t('endTime')}
            rules={[{ required: true, message: t('endTimeRequired') }]}
          >
            <DatePicker disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
          </Form.Item>
        )}
        <Form.Item name="use_scenario" label={t('platform.scope')}>
          <Radio.Group
            options={[
              { value: 1, label: t('platform.scopeAll') },
              { value: 2, label: t('platform.scopeShops') },
            ]}
          />
        </Form.Item>
        {scenario === 2 && (
          <Form.Item
            name="site_ids"
            label={t('platform.shops')}
            rules={[{ required: true, type: 'array', min: 1, message: t('platform.shopsRequired') }]}
          >
            <Select
              mode="multiple"
              labelInValue
              showSearch={{ filterOption: false, onSearch: setShopSearch }}
              loading={shops.isFetching}
              options={(shops.data?.list ?? []).map((s) => ({ value: s.site_id, label: s.site_name }))}
            />
          </Form.Item>
        )}
        <Form.Item
          name="platform_split_rare"
          label={t('platform.split')}
          extra={t('platform.splitHelp')}
          rules={[{ required: true, message: t('platform.splitRequired') }]}
        >
          <InputNumber min={0} max={100} precision={0} suffix="%" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="is_show"
          label={t('isShow')}
          valuePropName="checked"
          extra={t('platform.isShowHelp')}
        >
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
