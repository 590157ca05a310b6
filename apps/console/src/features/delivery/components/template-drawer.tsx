import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Drawer, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import type { merchantShop } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useProvinces, useSaveTemplate } from '../api/delivery-queries.ts';

interface RuleForm {
  province_ids: number[];
  first_num: number;
  first_fee: number;
  continue_num: number;
  continue_fee: number;
}

interface TemplateForm {
  template_name: string;
  free_threshold: number;
  unavailable_province_ids: number[];
  is_default: boolean;
  items: RuleForm[];
}

const EMPTY_RULE: RuleForm = {
  province_ids: [],
  first_num: 1,
  first_fee: 0,
  continue_num: 1,
  continue_fee: 0,
};

const toForm = (t?: merchantShop.FreightTemplate | null): TemplateForm =>
  t
    ? {
        template_name: t.template_name,
        free_threshold: Number(t.free_threshold),
        unavailable_province_ids: t.unavailable_province_ids,
        is_default: t.is_default === 1,
        items: t.items.map((i) => ({
          ...i,
          first_fee: Number(i.first_fee),
          continue_fee: Number(i.continue_fee),
        })),
      }
    : {
        template_name: '',
        free_threshold: 0,
        unavailable_province_ids: [],
        is_default: false,
        items: [EMPTY_RULE],
      };

/** Creates or edits a freight template by piece: fee rules per province, a catch-all, free shipping. */
export function TemplateDrawer({
  open,
  template,
  onClose,
}: {
  open: boolean;
  template: merchantShop.FreightTemplate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('delivery');
  const [form] = Form.useForm<TemplateForm>();
  const save = useSaveTemplate();
  const provinces = useProvinces();
  const options = (provinces.data ?? []).map((p) => ({ value: p.id, label: p.name }));
  const submit = async (v: TemplateForm) => {
    await save.mutateAsync({
      ...(template ? { template_id: template.template_id } : {}),
      template_name: v.template_name,
      free_threshold: String(v.free_threshold ?? 0),
      unavailable_province_ids: v.unavailable_province_ids ?? [],
      is_default: v.is_default ? 1 : 0,
      items: v.items.map((i) => ({
        province_ids: i.province_ids ?? [],
        first_num: i.first_num,
        first_fee: String(i.first_fee),
        continue_num: i.continue_num,
        continue_fee: String(i.continue_fee ?? 0),
      })),
    });
    toast(t('templateSaved'), 'success');
    onClose();
  };
  return (
    <Drawer
      title={template ? t('editTemplate') : t('addTemplate')}
      open={open}
      onClose={onClose}
      size="large"
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('save')}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={toForm(template)}
        onFinish={(v) => void submit(v).catch(() => {})}
      >
        <Form.Item
          name="template_name"
          label={t('templateName')}
          rules={[{ required: true, whitespace: true, message: t('templateNameRequired') }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="free_threshold" label={t('freeThreshold')} extra={t('freeThresholdHelp')}>
          <InputNumber min={0} max={1000000} precision={2} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="unavailable_province_ids" label={t('unavailable')} extra={t('unavailableHelp')}>
          <Select mode="multiple" options={options} loading={provinces.isLoading} optionFilterProp="label" />
        </Form.Item>
        <Form.Item
          name="is_default"
          label={t('isDefault')}
          valuePropName="checked"
          extra={t('isDefaultHelp')}
        >
          <Switch />
        </Form.Item>
        <Form.List
          name="items"
          rules={[
            {
              validator: async (_, items?: RuleForm[]) => {
                if (!items?.length) throw new Error(t('rulesRequired'));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <Space direction="vertical" style={{ width: '100%' }}>
              {fields.map((field, index) => (
                <Card
                  key={field.key}
                  size="small"
                  title={t('rule', { n: index + 1 })}
                  extra={
                    fields.length > 1 ? (
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('removeRule')}
                        onClick={() => remove(field.name)}
                      />
                    ) : null
                  }
                >
                  <Form.Item
                    name={[field.name, 'province_ids']}
                    label={t('ruleProvinces')}
                    extra={t('ruleProvincesHelp')}
                  >
                    <Select mode="multiple" options={options} optionFilterProp="label" />
                  </Form.Item>
                  <Space wrap>
                    <Form.Item
                      name={[field.name, 'first_num']}
                      label={t('firstNum')}
                      rules={[{ required: true, message: t('required') }]}
                    >
                      <InputNumber min={1} max={9999} precision={0} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'first_fee']}
                      label={t('firstFee')}
                      rules={[{ required: true, message: t('required') }]}
                    >
                      <InputNumber min={0} max={10000} precision={2} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'continue_num']}
                      label={t('continueNum')}
                      rules={[{ required: true, message: t('required') }]}
                    >
                      <InputNumber min={1} max={9999} precision={0} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'continue_fee']}
                      label={t('continueFee')}
                      rules={[{ required: true, message: t('required') }]}
                    >
                      <InputNumber min={0} max={10000} precision={2} />
                    </Form.Item>
                  </Space>
                </Card>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(EMPTY_RULE)} block>
                {t('addRule')}
              </Button>
              <Form.ErrorList errors={errors} />
            </Space>
          )}
        </Form.List>
      </Form>
    </Drawer>
  );
}
