import { SaveOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Segmented, Skeleton } from 'antd';
import { operatorContent, type Translations } from '@mall/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TranslationsField, translationsOf } from '../../../components/translations-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useContentWrite, useDocuments } from '../api/content-queries.ts';

interface DocumentForm {
  title: string;
  content: string;
  i18n?: Translations;
}

/** The registration agreement and the after-sales guarantee: title and body, with their translations. */
export function Page() {
  const { t } = useTranslation('content');
  const { data, isLoading } = useDocuments();
  const [key, setKey] = useState<operatorContent.DocumentKey>('REGISTER_AGREEMENT');
  const [form] = Form.useForm<DocumentForm>();
  const save = useContentWrite('/operator/api/document/save');
  const doc = data?.find((d) => d.key === key);
  useEffect(() => {
    if (doc) {
      form.resetFields();
      form.setFieldsValue(doc);
    }
  }, [doc, form]);

  const submit = async (v: DocumentForm) => {
    await save.mutateAsync({ key, title: v.title, content: v.content, i18n: translationsOf(form) });
    toast(t('saved'), 'success');
  };
  if (isLoading || !data) return <Skeleton active />;
  return (
    <Card title={t('documentsTitle')}>
      <Segmented
        value={key}
        onChange={(v) => setKey(v as operatorContent.DocumentKey)}
        options={operatorContent.DOCUMENT_KEYS.map((k) => ({ value: k, label: t(`document.${k}`) }))}
        style={{ marginBottom: 16 }}
      />
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v).catch(() => {})}>
        <Form.Item
          name="title"
          label={t('documentTitle')}
          rules={[{ required: true, whitespace: true, max: 120, message: t('documentTitleRequired') }]}
        >
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('documentBody')}
          extra={t('documentBodyHelp')}
          rules={[{ required: true, whitespace: true, message: t('documentBodyRequired') }]}
        >
          <Input.TextArea rows={8} />
        </Form.Item>
        <TranslationsField
          fields={[
            { name: 'title', label: t('documentTitle'), max: 120 },
            { name: 'content', label: t('documentBody'), max: 60_000, multiline: true },
          ]}
        />
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending}>
          {t('save')}
        </Button>
      </Form>
    </Card>
  );
}
