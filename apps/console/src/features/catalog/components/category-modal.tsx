import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import type { operator, Translations } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { PictureUpload } from '../../../components/picture-upload.tsx';
import { TranslationsField, translationsOf } from '../../../components/translations-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCatalogWrite } from '../api/catalog-queries.ts';

interface CategoryForm {
  category_name: string;
  short_name: string;
  image: string;
  is_show: boolean;
  sort: number;
  i18n?: Translations;
}

/** A new category under `parent` (none = a top category), or `category` edited. */
export function CategoryModal(props: {
  category?: operator.AdminCategory;
  parent?: operator.AdminCategory;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('catalog');
  const [form] = Form.useForm<CategoryForm>();
  const save = useCatalogWrite('/operator/api/category/save');
  const submit = async (v: CategoryForm) => {
    await save.mutateAsync({
      ...v,
      is_show: v.is_show ? 1 : 0,
      category_id: props.category?.category_id ?? '',
      pid: props.parent?.category_id ?? 0,
      i18n: translationsOf(form),
    });
    toast(t('saved'), 'success');
    props.onClose();
  };
  const c = props.category;
  const title = c
    ? t('editCategory')
    : props.parent
      ? t('newChild', { name: props.parent.category_name })
      : t('newTop');
  return (
    <Modal
      title={title}
      open={props.open}
      onCancel={props.onClose}
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
          c
            ? { ...c, is_show: c.is_show === 1 }
            : { category_name: '', short_name: '', image: '', is_show: true, sort: 0 }
        }
        onFinish={(v) => void submit(v).catch(() => {})}
      >
        <Form.Item
          name="category_name"
          label={t('categoryName')}
          rules={[{ required: true, whitespace: true, max: 60, message: t('nameRequired') }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="short_name" label={t('shortName')} rules={[{ max: 30 }]}>
          <Input maxLength={30} />
        </Form.Item>
        <TranslationsField
          fields={[
            { name: 'category_name', label: t('categoryName'), max: 60 },
            { name: 'short_name', label: t('shortName'), max: 30 },
          ]}
        />
        <Form.Item name="image" label={t('image')} extra={t('imageHelp')}>
          <PictureUpload />
        </Form.Item>
        <Form.Item name="is_show" label={t('shown')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="sort" label={t('sort')}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
