import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import type { operator, Translations } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { TranslationsField, translationsOf } from '../../../components/translations-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCmsWrite } from '../api/cms-queries.ts';

interface NoticeForm {
  title: string;
  content: string;
  is_top: boolean;
  sort: number;
  i18n?: Translations;
}

/** A new notice, or the one given edited. The body is HTML; the server keeps only the allowed tags. */
export function NoticeModal({
  notice,
  open,
  onClose,
}: {
  notice?: operator.AdminNotice;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('cms');
  const [form] = Form.useForm<NoticeForm>();
  const save = useCmsWrite('/operator/api/notice/save');
  const submit = async (v: NoticeForm) => {
    await save.mutateAsync({
      ...v,
      id: notice?.id ?? '',
      is_top: v.is_top ? 1 : 0,
      i18n: translationsOf(form),
    });
    toast(t('saved'), 'success');
    onClose();
  };
  return (
    <Modal
      title={notice ? t('editNotice') : t('newNotice')}
      open={open}
      onCancel={onClose}
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
        initialValues={
          notice
            ? { ...notice, is_top: notice.is_top === 1 }
            : { title: '', content: '', is_top: false, sort: 0 }
        }
        onFinish={(v) => void submit(v).catch(() => {})}
      >
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
        <Form.Item name="is_top" label={t('isTop')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="sort" label={t('sort')}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
