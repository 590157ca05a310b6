import { Collapse, Form, Input, Tabs, type FormInstance } from 'antd';
import { LANGS, type Translations } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { PictureUpload } from './picture-upload.tsx';

export interface TranslatedField {
  /** The field's name in the save call (`title`, `category_name` …). */
  name: string;
  label: string;
  max: number;
  multiline?: boolean;
  /** An uploaded picture per language (an advert whose words are drawn on it) instead of a text. */
  picture?: boolean;
}

/**
 * The operator's translations of platform-written text, in the form as `i18n.<lang>.<field>`: one tab per
 * language, folded away by default. A field left empty shows the base text in that language. The tabs mount
 * only when opened (so the form's other labels stay unique): submit with `translationsOf(form)`, which reads the
 * form's whole store, opened or not.
 */
export function TranslationsField({ fields }: { fields: TranslatedField[] }) {
  const { t } = useTranslation('common');
  const tabs = LANGS.map((lang) => ({
    key: lang,
    label: t(`lang.${lang}`),
    children: fields.map((f) => (
      <Form.Item key={f.name} name={['i18n', lang, f.name]} label={f.label} rules={[{ max: f.max }]}>
        {f.picture ? (
          <PictureUpload />
        ) : f.multiline ? (
          <Input.TextArea rows={5} />
        ) : (
          <Input maxLength={f.max} />
        )}
      </Form.Item>
    )),
  }));
  return (
    <Collapse
      size="small"
      style={{ marginBottom: 16 }}
      items={[
        {
          key: 'translations',
          label: t('translations.title'),
          children: (
            <>
              <p className="console-muted">{t('translations.help')}</p>
              <Tabs size="small" items={tabs} />
            </>
          ),
        },
      ]}
    />
  );
}

/** The translations the form holds (loaded with the row, changed in the tabs), whether or not they were opened. */
export const translationsOf = (form: FormInstance): Translations =>
  ((form.getFieldsValue(true) as { i18n?: Translations }).i18n ?? {}) as Translations;
