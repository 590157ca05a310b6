import { address, CONSIGNEE_NAME_MAX, memberAddress } from '@mall/contracts';
import { Checkbox, Form } from 'antd';
import { TextArea } from '../../../components/text-area.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { useTranslation } from 'react-i18next';
import { RegionPicker } from './region-picker.tsx';

export interface AddressFormValues {
  name: string;
  mobile: string;
  telephone?: string;
  region: number[];
  address: string;
  is_default: boolean;
}

const NO_MARKUP = /^[^<>]*$/;

/** The address form's fields with the server's rules, so most mistakes are shown before anything is sent. */
export function AddressFormFields() {
  const { t } = useTranslation('address');
  return (
    <>
      <Form.Item
        name="name"
        label={t('name')}
        rules={[
          { required: true, whitespace: true, message: t('nameRequired') },
          { max: CONSIGNEE_NAME_MAX, message: t('nameTooLong', { n: CONSIGNEE_NAME_MAX }) },
          { pattern: NO_MARKUP, message: t('noMarkup') },
        ]}
      >
        <TextInput countMax={CONSIGNEE_NAME_MAX} className="addr-input" />
      </Form.Item>
      <Form.Item
        name="mobile"
        label={t('mobile')}
        extra={t('mobileHint')}
        rules={[
          { required: true, message: t('mobileRequired') },
          { pattern: memberAddress.MOBILE_RE, message: t('mobileFormat') },
        ]}
      >
        <TextInput className="addr-input" inputMode="numeric" maxLength={11} />
      </Form.Item>
      <Form.Item
        name="telephone"
        label={t('telephone')}
        extra={t('telephoneHint')}
        rules={[{ pattern: memberAddress.TELEPHONE_RE, message: t('telephoneFormat') }]}
      >
        <TextInput className="addr-input" maxLength={20} />
      </Form.Item>
      <Form.Item
        name="region"
        label={t('region')}
        validateTrigger="onComplete"
        // The server keeps only a whole path: every level of the area table, down to the district.
        rules={[
          { required: true, type: 'array', len: address.AREA_LEVELS.district, message: t('regionRequired') },
        ]}
      >
        <RegionPicker />
      </Form.Item>
      <Form.Item
        name="address"
        label={t('detail')}
        rules={[
          { required: true, whitespace: true, message: t('detailRequired') },
          {
            max: memberAddress.ADDRESS_DETAIL_MAX,
            message: t('detailTooLong', { n: memberAddress.ADDRESS_DETAIL_MAX }),
          },
          { pattern: NO_MARKUP, message: t('noMarkup') },
        ]}
      >
        <TextArea rows={2} className="addr-textarea" placeholder={t('detailPlaceholder')} />
      </Form.Item>
      <Form.Item name="is_default" valuePropName="checked" wrapperCol={{ offset: 0 }} label=" " colon={false}>
        <Checkbox>{t('setDefault')}</Checkbox>
      </Form.Item>
    </>
  );
}
