import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import type { operator, Translations } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { PictureUpload } from '../../../components/picture-upload.tsx';
import { TranslationsField, translationsOf } from '../../../components/translations-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCatalogWrite } from '../api/catalog-queries.ts';

interface BrandForm {
  brand_name: string;
  brand_initial: string;
  image_url: string;
  brand_desc: string;
  is_recommend: boolean;
  sort: number;
  i18n?: Translations;
}

/** A new brand, or the one given edited, with its logo. */
export function BrandModal({
  brand,
  open,
  onClose,
}: {
  brand?: operator.AdminBrand;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('catalog');
  const [form] = Form.useForm<BrandForm>();
  const save = useCatalogWrite('/operator/api/brand/save');
  const submit = async (v: BrandForm) => {
    await save.mutateAsync({
      ...v,
      brand_initial: (v.brand_initial ?? '').toUpperCase(),
      is_recommend: v.is_recommend ? 1 : 0,
      brand_id: brand?.brand_id ?? '',
      i18n: translationsOf(form),
    });
    toast(t('saved'), 'success');
    onClose();
  };
  return (
    <Modal
      title={brand ? t('editBrand') : t('newBrand')}
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
          brand
            ? { ...brand, is_recommend: brand.is_recommend === 1 }
            : {
                brand_name: '',
                brand_initial: '',
                image_url: '',
                brand_desc: '',
                is_recommend: false,
                sort: 0,
              }
        }
        onFinish={(v) => void submit(v).catch(() => {})}
      >
        <Form.Item
          name="brand_name"
          label={t('brandName')}
          rules={[{ required: true, whitespace: true, max: 60, message: t('nameRequired') }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          name="brand_initial"
          label={t('initial')}
          rules={[{ pattern: /^[A-Za-z]?$/, message: t('initialInvalid') }]}
        >
          <Input maxLength={1} style={{ width: 80 }} />
        </Form.Item>
        <Form.Item name="image_url" label={t('logo')} extra={t('imageHelp')}>
          <PictureUpload />
        </Form.Item>
        <Form.Item name="brand_desc" label={t('description')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <TranslationsField
          fields={[
            { name: 'brand_name', label: t('brandName'), max: 60 },
            { name: 'brand_desc', label: t('description'), max: 500, multiline: true },
          ]}
        />
        <Form.Item name="is_recommend" label={t('recommended')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="sort" label={t('sort')}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
