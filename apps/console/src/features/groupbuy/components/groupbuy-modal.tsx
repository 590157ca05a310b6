import { DatePicker, Form, InputNumber, Modal } from 'antd';
import type { groupbuy } from '@mall/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SkuPicker } from '../../../components/sku-picker.tsx';
import { toast } from '../../../lib/toast.ts';
import { useSaveGroupbuy } from '../api/groupbuy-queries.ts';

interface GroupbuyForm {
  sku_id?: number;
  groupbuy_price: number;
  buy_num: number;
  period: [Dayjs, Dayjs];
}

/** A new group buy of the shop, or the terms of one not yet ended: goods, group price, minimum and dates. */
export function GroupbuyModal({
  editing,
  onClose,
}: {
  editing: groupbuy.GroupbuyDetail | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('groupbuy');
  const [form] = Form.useForm<GroupbuyForm>();
  const save = useSaveGroupbuy();
  const existing = editing && editing !== 'new' ? editing : null;
  const initial: Partial<GroupbuyForm> = existing
    ? {
        groupbuy_price: Number(existing.groupbuy_price),
        buy_num: existing.buy_num,
        period: [dayjs.unix(existing.start_time), dayjs.unix(existing.end_time)],
      }
    : { buy_num: 2, period: [dayjs(), dayjs().add(7, 'day')] };
  const submit = async (v: GroupbuyForm) => {
    await save.mutateAsync({
      ...(existing ? { groupbuy_id: existing.groupbuy_id } : { sku_id: v.sku_id }),
      groupbuy_price: String(v.groupbuy_price),
      buy_num: v.buy_num,
      start_time: v.period[0].unix(),
      end_time: v.period[1].unix(),
    });
    toast(t(existing ? 'saved' : 'added'), 'success');
    onClose();
  };
  return (
    <Modal
      title={existing ? t('editTitle', { name: existing.goods_name }) : t('addTitle')}
      open={editing !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      destroyOnHidden
      width={560}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(v) => void submit(v).catch(() => {})}
      >
        {!existing && (
          <Form.Item
            name="sku_id"
            label={t('goods')}
            rules={[{ required: true, message: t('goodsRequired') }]}
          >
            <SkuPicker audience="merchant" aria-label={t('goods')} />
          </Form.Item>
        )}
        <Form.Item
          name="groupbuy_price"
          label={t('groupPrice')}
          rules={[{ required: true, message: t('priceRequired') }]}
        >
          <InputNumber min={0.01} max={1_000_000} precision={2} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="buy_num"
          label={t('minimum')}
          extra={t('minimumHelp')}
          rules={[{ required: true, message: t('minimumRequired') }]}
        >
          <InputNumber min={1} max={9999} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="period"
          label={t('period')}
          rules={[{ required: true, message: t('periodRequired') }]}
        >
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
