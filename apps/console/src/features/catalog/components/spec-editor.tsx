import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select } from 'antd';
import { merchantGoods } from '@mall/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The spec matrix as typed in: up to three specs (Colour, Size…), each with its values as tags. The SKU table
 * below follows it, one row per combination.
 */
export function SpecEditor() {
  const { t } = useTranslation('catalog');
  return (
    <Form.List name="spec_format">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, i) => (
            <div key={field.key} className="goods-spec-row">
              <Form.Item
                name={[field.name, 'spec_name']}
                rules={[
                  { required: true, whitespace: true, message: t('form.specNameRequired') },
                  { max: 20, message: t('form.tooLong', { max: 20 }) },
                ]}
                style={{ width: 180, marginBottom: 0 }}
              >
                <Input placeholder={t('form.specNameHint')} aria-label={t('form.specName', { n: i + 1 })} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'values']}
                rules={[
                  { required: true, type: 'array', min: 1, message: t('form.specValuesRequired') },
                  {
                    validator: (_, v: string[] | undefined) =>
                      (v ?? []).every((x) => x.trim().length > 0 && x.length <= 20)
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('form.tooLong', { max: 20 }))),
                  },
                ]}
                style={{ flex: 1, marginBottom: 0 }}
              >
                <Select
                  mode="tags"
                  tokenSeparators={[',', '，']}
                  placeholder={t('form.specValuesHint')}
                  aria-label={t('form.specValues', { n: i + 1 })}
                  maxCount={merchantGoods.MAX_SPEC_VALUES}
                />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('form.removeSpec')}
                onClick={() => remove(field.name)}
              />
            </div>
          ))}
          {fields.length < merchantGoods.MAX_SPECS ? (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ spec_name: '', values: [] })}>
              {t('form.addSpec')}
            </Button>
          ) : null}
        </>
      )}
    </Form.List>
  );
}
