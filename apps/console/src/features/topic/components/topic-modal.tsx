import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, ColorPicker, DatePicker, Form, Input, InputNumber, Modal, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PictureUpload } from '../../../components/picture-upload.tsx';
import { SkuPicker } from '../../../components/sku-picker.tsx';
import { toast } from '../../../lib/toast.ts';
import { useSaveTopic, type ConsoleTopic } from '../api/topic-queries.ts';

interface TopicForm {
  topic_name: string;
  topic_adv?: string;
  bg_color: string | { toHexString: () => string };
  remark?: string;
  period: [Dayjs, Dayjs];
  goods: { sku_id: number; topic_price: number }[];
}

const hex = (v: TopicForm['bg_color']) => (typeof v === 'string' ? v : v.toHexString()).slice(0, 7);

/** A new topic event, or one not yet ended: banner, colour, dates and its goods at their topic prices. */
export function TopicModal({
  editing,
  onClose,
}: {
  editing: ConsoleTopic | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('topic');
  const [form] = Form.useForm<TopicForm>();
  const save = useSaveTopic();
  const existing = editing && editing !== 'new' ? editing : null;
  const initial: Partial<TopicForm> = existing
    ? {
        topic_name: existing.topic_name,
        topic_adv: existing.topic_adv,
        bg_color: existing.bg_color,
        remark: existing.remark,
        period: [dayjs.unix(existing.start_time), dayjs.unix(existing.end_time)],
        goods: existing.goods.map((g) => ({ sku_id: g.sku_id, topic_price: Number(g.topic_price) })),
      }
    : { bg_color: '#fdebd3', period: [dayjs(), dayjs().add(7, 'day')], goods: [] };
  const submit = async (v: TopicForm) => {
    await save.mutateAsync({
      ...(existing ? { topic_id: existing.topic_id } : {}),
      topic_name: v.topic_name,
      topic_adv: v.topic_adv ?? '',
      bg_color: hex(v.bg_color),
      remark: v.remark ?? '',
      start_time: v.period[0].unix(),
      end_time: v.period[1].unix(),
      goods: v.goods.map((g) => ({ sku_id: g.sku_id, topic_price: String(g.topic_price) })),
    });
    toast(t(existing ? 'saved' : 'added'), 'success');
    onClose();
  };
  return (
    <Modal
      title={existing ? t('editTitle', { name: existing.topic_name }) : t('addTitle')}
      open={editing !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      destroyOnHidden
      width={680}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(v) => void submit(v).catch(() => {})}
      >
        <Form.Item
          name="topic_name"
          label={t('name')}
          rules={[{ required: true, message: t('nameRequired') }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="topic_adv" label={t('banner')}>
          <PictureUpload />
        </Form.Item>
        <Form.Item name="bg_color" label={t('colour')}>
          <ColorPicker disabledAlpha showText />
        </Form.Item>
        <Form.Item name="remark" label={t('remark')}>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item
          name="period"
          label={t('period')}
          rules={[{ required: true, message: t('periodRequired') }]}
        >
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
        <Form.List
          name="goods"
          rules={[
            {
              validator: (_, v?: unknown[]) =>
                v?.length ? Promise.resolve() : Promise.reject(new Error(t('goodsRequired'))),
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <Form.Item label={t('goods')} extra={t('goodsHelp')}>
              {fields.map((f) => (
                <Space key={f.key} align="baseline">
                  <Form.Item
                    name={[f.name, 'sku_id']}
                    rules={[{ required: true, message: t('goodsSpecRequired') }]}
                  >
                    <SkuPicker audience="operator" aria-label={t('goodsSpec')} width={440} />
                  </Form.Item>
                  <Form.Item
                    name={[f.name, 'topic_price']}
                    rules={[{ required: true, message: t('priceRequired') }]}
                  >
                    <InputNumber
                      min={0.01}
                      precision={2}
                      placeholder={t('topicPrice')}
                      aria-label={t('topicPrice')}
                    />
                  </Form.Item>
                  <MinusCircleOutlined aria-label={t('removeGoods')} onClick={() => remove(f.name)} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add()}>
                {t('addGoods')}
              </Button>
              <Form.ErrorList errors={errors} />
            </Form.Item>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
