import { Form, Input, Modal, Switch } from 'antd';
import type { operatorContent, Translations } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { PictureUpload } from '../../../components/picture-upload.tsx';
import { TranslationsField, translationsOf } from '../../../components/translations-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useContentWrite } from '../api/content-queries.ts';

interface AdvertForm {
  adv_title: string;
  adv_image: string;
  state: boolean;
  i18n?: Translations;
}

/** One advert: its picture and alt text, and in each other language a picture with that language's words. */
export function AdvertModal({
  advert,
  onClose,
}: {
  advert: operatorContent.AdminAdvert;
  onClose: () => void;
}) {
  const { t } = useTranslation('content');
  const [form] = Form.useForm<AdvertForm>();
  const save = useContentWrite('/operator/api/adv/save');
  const submit = async (v: AdvertForm) => {
    await save.mutateAsync({
      adv_id: advert.adv_id,
      adv_title: v.adv_title,
      adv_image: v.adv_image,
      state: v.state ? 1 : 0,
      i18n: translationsOf(form),
    });
    toast(t('saved'), 'success');
    onClose();
  };
  return (
    <Modal
      title={t('editAdvert', { position: advert.ap_name })}
      open
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      destroyOnHidden
      width={640}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ ...advert, state: advert.state === 1 }}
        onFinish={(v) => void submit(v).catch(() => {})}
      >
        <Form.Item
          name="adv_title"
          label={t('altText')}
          extra={t('altTextHelp')}
          rules={[{ required: true, whitespace: true, max: 100, message: t('altTextRequired') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="adv_image"
          label={t('picture')}
          rules={[{ required: true, message: t('pictureRequired') }]}
        >
          <PictureUpload />
        </Form.Item>
        <TranslationsField
          fields={[
            { name: 'adv_title', label: t('altText'), max: 100 },
            { name: 'adv_image', label: t('picture'), max: 255, picture: true },
          ]}
        />
        <Form.Item name="state" label={t('shown')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
