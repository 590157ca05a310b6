import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { TranslationsField, translationsOf } from '../../../components/translations-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useLevelWrite, type AdminLevel } from '../api/loyalty-queries.ts';

interface LevelForm {
  level_name: string;
  growth: number;
  consume_discount: number;
  is_free_shipping: boolean;
  remark: string;
}

/** A new member level, or the one given edited; the default level stays at growth 0. */
export function LevelModal({
  level,
  open,
  onClose,
}: {
  level?: AdminLevel;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('loyalty');
  const [form] = Form.useForm<LevelForm>();
  const save = useLevelWrite('/operator/api/memberlevel/save');
  const submit = async (v: LevelForm) => {
    await save.mutateAsync({
      ...v,
      ...(level ? { level_id: level.level_id } : {}),
      is_free_shipping: v.is_free_shipping ? 1 : 0,
      i18n: translationsOf(form),
    });
    toast(t('saved'), 'success');
    onClose();
  };
  return (
    <Modal
      title={level ? t('editLevel') : t('newLevel')}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          level
            ? { ...level, is_free_shipping: level.is_free_shipping === 1 }
            : { level_name: '', growth: 0, consume_discount: 100, is_free_shipping: false, remark: '' }
        }
        onFinish={(v) => void submit(v).catch(() => {})}
      >
        <Form.Item
          name="level_name"
          label={t('levelName')}
          rules={[{ required: true, whitespace: true, max: 60, message: t('levelNameRequired') }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="growth" label={t('threshold')} rules={[{ required: true }]}>
          <InputNumber
            min={0}
            max={100000000}
            precision={0}
            disabled={level?.is_default === 1}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item
          name="consume_discount"
          label={t('discount')}
          extra={t('discountHelp')}
          rules={[{ required: true }]}
        >
          <InputNumber min={1} max={100} precision={0} addonAfter="%" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="is_free_shipping" label={t('freeShipping')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="remark" label={t('remark')} rules={[{ max: 255 }]}>
          <Input.TextArea rows={2} maxLength={255} />
        </Form.Item>
        <TranslationsField
          fields={[
            { name: 'level_name', label: t('levelName'), max: 60 },
            { name: 'remark', label: t('remark'), max: 255, multiline: true },
          ]}
        />
      </Form>
    </Modal>
  );
}
