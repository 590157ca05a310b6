import { DatePicker, Form, Input, InputNumber, Modal, Radio, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useAddCouponType } from '../api/coupon-queries.ts';

interface CouponForm {
  coupon_name: string;
  type: 'reward' | 'discount';
  money?: number;
  discount?: number;
  discount_limit?: number;
  at_least: number;
  count: number;
  max_fetch: number;
  validity_type: 0 | 1;
  end_time?: Dayjs;
  fixed_term?: number;
  goods_type: 1 | 2 | 3;
  goods_ids?: string[];
  is_show: boolean;
}

const INITIAL: Partial<CouponForm> = {
  type: 'reward',
  at_least: 0,
  count: 100,
  max_fetch: 1,
  validity_type: 1,
  fixed_term: 30,
  goods_type: 1,
  is_show: true,
};

/** A new coupon type of the shop: money off or a discount, threshold, numbers, validity and goods. */
export function CouponModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('coupon');
  const [form] = Form.useForm<CouponForm>();
  const add = useAddCouponType();
  const type = Form.useWatch('type', form) ?? 'reward';
  const validity = Form.useWatch('validity_type', form) ?? 1;
  const goodsType = Form.useWatch('goods_type', form) ?? 1;
  const submit = async (v: CouponForm) => {
    await add.mutateAsync({
      coupon_name: v.coupon_name,
      type: v.type,
      money: String(v.money ?? 0),
      ...(v.type === 'discount'
        ? { discount: String(v.discount), discount_limit: String(v.discount_limit ?? 0) }
        : {}),
      at_least: String(v.at_least ?? 0),
      count: v.count,
      max_fetch: v.max_fetch,
      validity_type: v.validity_type,
      ...(v.validity_type === 0
        ? { end_time: v.end_time!.endOf('day').unix() }
        : { fixed_term: v.fixed_term }),
      goods_type: v.goods_type,
      goods_ids: v.goods_type === 1 ? [] : (v.goods_ids ?? []).map(Number),
      is_show: v.is_show ? 1 : 0,
    });
    toast(t('added'), 'success');
    onClose();
  };
  return (
    <Modal
      title={t('addTitle')}
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
          name="coupon_name"
          label={t('name')}
          rules={[{ required: true, whitespace: true, message: t('nameRequired') }]}
        >
          <Input maxLength={60} showCount />
        </Form.Item>
        <Form.Item name="type" label={t('kind')}>
          <Radio.Group
            options={[
              { value: 'reward', label: t('kindReward') },
              { value: 'discount', label: t('kindDiscount') },
            ]}
          />
        </Form.Item>
        {type === 'reward' ? (
          <Form.Item
            name="money"
            label={t('money')}
            rules={[{ required: true, type: 'number', min: 0.01, message: t('moneyRequired') }]}
          >
            <InputNumber min={0.01} max={100000} precision={2} style={{ width: 200 }} />
          </Form.Item>
        ) : (
          <>
            <Form.Item
              name="discount"
              label={t('discount')}
              extra={t('discountHelp')}
              rules={[{ required: true, type: 'number', min: 1, max: 9.9, message: t('discountRequired') }]}
            >
              <InputNumber min={1} max={9.9} precision={1} step={0.5} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="discount_limit" label={t('discountLimit')} extra={t('discountLimitHelp')}>
              <InputNumber min={0} max={100000} precision={2} style={{ width: 200 }} />
            </Form.Item>
          </>
        )}
        <Form.Item name="at_least" label={t('atLeast')} extra={t('atLeastHelp')}>
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
        <Form.Item name="goods_type" label={t('goodsScope')}>
          <Radio.Group
            options={[
              { value: 1, label: t('goodsAll') },
              { value: 2, label: t('goodsListed') },
              { value: 3, label: t('goodsExcept') },
            ]}
          />
        </Form.Item>
        {goodsType !== 1 && (
          <Form.Item
            name="goods_ids"
            label={t('goodsIds')}
            extra={t('goodsIdsHelp')}
            rules={[
              { required: true, type: 'array', min: 1, message: t('goodsIdsRequired') },
              {
                validator: (_, v?: string[]) =>
                  (v ?? []).every((x) => /^\d{1,9}$/.test(x))
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('goodsIdsInvalid'))),
              },
            ]}
          >
            <Select mode="tags" tokenSeparators={[',', ' ']} open={false} />
          </Form.Item>
        )}
        <Form.Item name="is_show" label={t('isShow')} valuePropName="checked" extra={t('isShowHelp')}>
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
