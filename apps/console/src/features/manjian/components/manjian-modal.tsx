import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, DatePicker, Form, Input, InputNumber, Modal, Radio, Select, Space } from 'antd';
import { manjianConsole, type Translations } from '@mall/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TranslationsField, translationsOf } from '../../../components/translations-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useSaveManjian, useShopCoupons, useShopGoodsOptions } from '../api/manjian-queries.ts';

interface Step {
  limit: number;
  discount_money?: number;
  free_shipping?: boolean;
  point?: number;
  coupon?: number;
}
interface ManjianForm {
  manjian_name: string;
  type: 0 | 1;
  manjian_type: 1 | 2 | 3;
  goods_ids?: number[];
  rule_json: Step[];
  period: [Dayjs, Dayjs];
  i18n?: Translations;
}

/**
 * Picks several of the shop's goods on sale by name (the goods an offer is for, or is not for). A chosen goods
 * keeps its name when a later search no longer lists it; an edited offer's come named from the list (`known`).
 */
function GoodsPicker(props: {
  value?: number[];
  onChange?: (v: number[]) => void;
  known?: manjianConsole.ManjianListRow['goods'];
}) {
  const { t } = useTranslation('manjian');
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = useShopGoodsOptions(keyword);
  const [kept, setKept] = useState<ReadonlyMap<number, string>>(new Map());
  const names = new Map([
    ...(props.known ?? []).map((g) => [g.goods_id, g.goods_name] as const),
    ...kept,
    ...(data?.list ?? []).map((g) => [g.goods_id, g.goods_name] as const),
  ]);
  return (
    <Select<number[]>
      value={props.value}
      onChange={(v) => {
        setKept(new Map(v.flatMap((id) => (names.has(id) ? [[id, names.get(id)!] as const] : []))));
        props.onChange?.(v);
      }}
      mode="multiple"
      data-testid="manjian-goods"
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={isFetching}
      placeholder={t('goodsPlaceholder')}
      aria-label={t('goods')}
      labelRender={(v) => names.get(Number(v.value)) || v.label || v.value}
      options={(data?.list ?? []).map((g) => ({ value: g.goods_id, label: g.goods_name }))}
    />
  );
}

/** One step per row: the threshold, then what reaching it gives. */
function StepRows({ type }: { type: 0 | 1 }) {
  const { t } = useTranslation('manjian');
  const coupons = useShopCoupons();
  const couponOptions = (coupons.data?.list ?? [])
    .filter((c) => c.status === 1)
    .map((c) => ({ value: c.coupon_type_id, label: c.coupon_name }));
  return (
    <Form.List name="rule_json">
      {(fields, { add, remove }) => (
        <>
          {fields.map((f, i) => (
            <Space key={f.key} align="baseline" wrap data-testid="manjian-step">
              <Form.Item
                name={[f.name, 'limit']}
                label={t(type === 0 ? 'stepMoney' : 'stepPieces', { n: i + 1 })}
                rules={[{ required: true, message: t('limitRequired') }]}
              >
                <InputNumber
                  min={type === 0 ? 0.01 : 1}
                  max={type === 0 ? 1_000_000 : 9999}
                  precision={type === 0 ? 2 : 0}
                  style={{ width: 120 }}
                />
              </Form.Item>
              <Form.Item name={[f.name, 'discount_money']} label={t('discount')}>
                <InputNumber min={0} max={1_000_000} precision={2} style={{ width: 110 }} />
              </Form.Item>
              <Form.Item name={[f.name, 'free_shipping']} valuePropName="checked" label=" ">
                <Checkbox>{t('freeShipping')}</Checkbox>
              </Form.Item>
              <Form.Item name={[f.name, 'point']} label={t('points')}>
                <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 100 }} />
              </Form.Item>
              <Form.Item name={[f.name, 'coupon']} label={t('coupon')}>
                <Select
                  allowClear
                  style={{ width: 160 }}
                  options={couponOptions}
                  placeholder={t('noCoupon')}
                />
              </Form.Item>
              {fields.length > 1 && (
                <Button
                  type="text"
                  icon={<MinusCircleOutlined />}
                  aria-label={t('removeStep', { n: i + 1 })}
                  onClick={() => remove(f.name)}
                />
              )}
            </Space>
          ))}
          {fields.length < manjianConsole.MANJIAN_MAX_STEPS && (
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({})}
              style={{ marginBottom: 16 }}
            >
              {t('addStep')}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}

const toForm = (m: manjianConsole.ManjianRow): Partial<ManjianForm> => ({
  manjian_name: m.manjian_name,
  type: m.type as 0 | 1,
  manjian_type: m.manjian_type as 1 | 2 | 3,
  goods_ids: m.goods_ids,
  rule_json: m.rule_json.map((s) => ({
    limit: Number(s.limit),
    discount_money: Number(s.discount_money),
    free_shipping: s.free_shipping === 1,
    point: s.point,
    coupon: s.coupon || undefined,
  })),
  period: [dayjs.unix(m.start_time), dayjs.unix(m.end_time)],
  i18n: m.i18n,
});

/** A new offer of the shop, or one not yet ended: name, kind, goods, steps, dates and its name per language. */
export function ManjianModal({
  editing,
  onClose,
}: {
  editing: manjianConsole.ManjianListRow | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('manjian');
  const [form] = Form.useForm<ManjianForm>();
  const save = useSaveManjian();
  const type = Form.useWatch('type', form) ?? 0;
  const scope = Form.useWatch('manjian_type', form) ?? 1;
  const existing = editing && editing !== 'new' ? editing : null;
  const initial: Partial<ManjianForm> = existing
    ? toForm(existing)
    : { type: 0, manjian_type: 1, rule_json: [{ limit: 100 }], period: [dayjs(), dayjs().add(7, 'day')] };
  const submit = async (v: ManjianForm) => {
    await save.mutateAsync({
      ...(existing ? { manjian_id: existing.manjian_id } : {}),
      manjian_name: v.manjian_name,
      type: v.type,
      manjian_type: v.manjian_type,
      goods_ids: v.manjian_type === 1 ? [] : (v.goods_ids ?? []),
      rule_json: v.rule_json.map((s) => ({
        limit: String(s.limit),
        discount_money: String(s.discount_money ?? 0),
        free_shipping: s.free_shipping ? 1 : 0,
        point: s.point ?? 0,
        coupon: s.coupon ?? 0,
      })),
      start_time: v.period[0].unix(),
      end_time: v.period[1].unix(),
      i18n: translationsOf(form),
    });
    toast(t(existing ? 'saved' : 'added'), 'success');
    onClose();
  };
  return (
    <Modal
      title={existing ? t('editTitle', { name: existing.manjian_name }) : t('addTitle')}
      open={editing !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      destroyOnHidden
      width={860}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(v) => void submit(v).catch(() => {})}
      >
        <Form.Item
          name="manjian_name"
          label={t('name')}
          rules={[{ required: true, whitespace: true, message: t('nameRequired') }, { max: 100 }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="type" label={t('type')}>
          <Radio.Group options={[0, 1].map((v) => ({ value: v, label: t(`typeName.${v}`) }))} />
        </Form.Item>
        <Form.Item name="manjian_type" label={t('scope')}>
          <Radio.Group options={[1, 2, 3].map((v) => ({ value: v, label: t(`scopeName.${v}`) }))} />
        </Form.Item>
        {scope !== 1 && (
          <Form.Item
            name="goods_ids"
            label={t('goods')}
            rules={[{ required: true, message: t('goodsRequired') }]}
          >
            <GoodsPicker known={existing?.goods} />
          </Form.Item>
        )}
        <StepRows type={type} />
        <Form.Item
          name="period"
          label={t('period')}
          rules={[{ required: true, message: t('periodRequired') }]}
        >
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
        <TranslationsField fields={[{ name: 'manjian_name', label: t('name'), max: 100 }]} />
      </Form>
    </Modal>
  );
}
