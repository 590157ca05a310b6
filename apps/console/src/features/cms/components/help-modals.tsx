import { Form, Input, InputNumber, Modal, Select } from 'antd';
import type { operator, Translations } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { TranslationsField, translationsOf } from '../../../components/translations-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCmsWrite } from '../api/cms-queries.ts';

interface ClassForm {
  class_name: string;
  sort: number;
  i18n?: Translations;
}

/** A new help class, or the one given renamed. */
export function HelpClassModal(props: {
  helpClass?: operator.AdminHelpClass;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('cms');
  const [form] = Form.useForm<ClassForm>();
  const save = useCmsWrite('/operator/api/helpclass/save');
  const submit = async (v: ClassForm) => {
    await save.mutateAsync({ ...v, class_id: props.helpClass?.class_id ?? '', i18n: translationsOf(form) });
    toast(t('saved'), 'success');
    props.onClose();
  };
  return (
    <Modal
      title={props.helpClass ? t('editClass') : t('newClass')}
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
        initialValues={props.helpClass ?? { class_name: '', sort: 0 }}
        onFinish={(v) => void submit(v).catch(() => {})}
      >
        <Form.Item
          name="class_name"
          label={t('className')}
          rules={[{ required: true, whitespace: true, max: 60, message: t('classNameRequired') }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <TranslationsField fields={[{ name: 'class_name', label: t('className'), max: 60 }]} />
        <Form.Item name="sort" label={t('sort')}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface ArticleForm {
  class_id: number;
  title: string;
  content: string;
  link_address?: string;
  sort: number;
  i18n?: Translations;
}

/** A new help article (in the class chosen on the page), or the one given edited. */
export function HelpArticleModal(props: {
  article?: operator.AdminHelp;
  classes: operator.AdminHelpClass[];
  classId?: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('cms');
  const [form] = Form.useForm<ArticleForm>();
  const save = useCmsWrite('/operator/api/help/save');
  const submit = async (v: ArticleForm) => {
    await save.mutateAsync({
      ...v,
      link_address: v.link_address ?? '',
      id: props.article?.id ?? '',
      i18n: translationsOf(form),
    });
    toast(t('saved'), 'success');
    props.onClose();
  };
  const initial = props.article ?? {
    class_id: props.classId,
    title: '',
    content: '',
    link_address: '',
    sort: 0,
  };
  return (
    <Modal
      title={props.article ? t('editArticle') : t('newArticle')}
      open={props.open}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      width={720}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(v) => void submit(v).catch(() => {})}
      >
        <Form.Item
          name="class_id"
          label={t('className')}
          rules={[{ required: true, message: t('classRequired') }]}
        >
          <Select options={props.classes.map((c) => ({ value: c.class_id, label: c.class_name }))} />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('title')}
          rules={[{ required: true, whitespace: true, max: 120, message: t('titleRequired') }]}
        >
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="content" label={t('content')} extra={t('contentHelp')} rules={[{ max: 60000 }]}>
          <Input.TextArea rows={10} />
        </Form.Item>
        <TranslationsField
          fields={[
            { name: 'title', label: t('title'), max: 120 },
            { name: 'content', label: t('content'), max: 60000, multiline: true },
          ]}
        />
        <Form.Item
          name="link_address"
          label={t('link')}
          extra={t('linkHelp')}
          rules={[{ pattern: /^https?:\/\/\S+$/, message: t('linkInvalid') }]}
        >
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name="sort" label={t('sort')}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
