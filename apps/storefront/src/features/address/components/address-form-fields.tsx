import { address, CONSIGNEE_NAME_MAX, memberAddress } from '@mall/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckBox } from '../../../components/check-box.tsx';
import { FormRow } from '../../../components/form/form-row.tsx';
import { required, useForm, type Form, type Rule } from '../../../components/form/use-form.ts';
import { TextArea } from '../../../components/text-area.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import type { AddressForm } from '../api/address-api.ts';
import { RegionPicker } from './region-picker.tsx';

/** The form's text fields; the region (ids) and the default flag are kept beside them. */
export type AddressText = { name: string; mobile: string; telephone: string; address: string };

const EMPTY: AddressText = { name: '', mobile: '', telephone: '', address: '' };
const TEXT_FIELDS = Object.keys(EMPTY) as (keyof AddressText)[];
const NO_MARKUP = /^[^<>]*$/;

// The rules as antd's Form judged them before (issue 12), so the messages come at the same moments.
/** antd's `required` without `whitespace`: only an empty field fails (spaces fail the mobile's format instead). */
const filled =
  (message: string): Rule<AddressText> =>
  (value) =>
    value === '' ? message : undefined;
/** antd's `pattern`: an empty field passes (it is `required`'s to report). */
const matches =
  (pattern: RegExp, message: string): Rule<AddressText> =>
  (value) =>
    value === '' || pattern.test(value) ? undefined : message;
/** antd's `max` on a text counts characters, an emoji (two UTF-16 halves) as one. */
const maxChars =
  (max: number, message: string): Rule<AddressText> =>
  (value) =>
    [...value].length > max ? message : undefined;

export interface AddressFormState {
  text: Form<AddressText>;
  /** The region's three selects: the chosen ids, and the message shown when the path stops before the district. */
  region: {
    id: string;
    errorId: string;
    value: number[];
    error?: string;
    choose: (ids: number[]) => void;
    complete: () => void;
  };
  isDefault: boolean;
  setIsDefault: (on: boolean) => void;
  /** Checks every field, shows what fails and focuses the first; the trimmed body to send if none fails. */
  check: () => AddressForm | undefined;
  /** Back to where the form started (a dialog's form after a save). */
  reset: () => void;
  /** Keeps what was typed but hides the messages, as antd's Form did for a dialog closed without saving. */
  hideMessages: () => void;
}

/**
 * The address form's state and rules (the server's, so most mistakes are shown before anything is sent), started
 * from `start` when editing an address. Both the address editor and the checkout's "add address" dialog use it.
 */
export function useAddressForm(start?: memberAddress.MemberAddress): AddressFormState {
  const { t } = useTranslation('address');
  const text = useForm<AddressText>(
    start
      ? { name: start.name, mobile: start.mobile, telephone: start.telephone, address: start.address }
      : EMPTY,
    {
      name: [
        required(t('nameRequired')),
        maxChars(CONSIGNEE_NAME_MAX, t('nameTooLong', { n: CONSIGNEE_NAME_MAX })),
        matches(NO_MARKUP, t('noMarkup')),
      ],
      mobile: [filled(t('mobileRequired')), matches(memberAddress.MOBILE_RE, t('mobileFormat'))],
      telephone: [matches(memberAddress.TELEPHONE_RE, t('telephoneFormat'))],
      address: [
        required(t('detailRequired')),
        maxChars(
          memberAddress.ADDRESS_DETAIL_MAX,
          t('detailTooLong', { n: memberAddress.ADDRESS_DETAIL_MAX }),
        ),
        matches(NO_MARKUP, t('noMarkup')),
      ],
    },
  );
  const startRegion = start ? [start.province_id, start.city_id, start.district_id] : [];
  const [region, setRegion] = useState<number[]>(startRegion);
  const [regionError, setRegionError] = useState<string>();
  const regionId = useId();
  const [isDefault, setIsDefault] = useState(start?.is_default === 1);

  const check = () => {
    // The server keeps only a whole path: every level of the area table, down to the district. The region is
    // judged on submit and once its district is chosen, not at each level while the member is still choosing.
    const whole = region.length === address.AREA_LEVELS.district;
    setRegionError(whole ? undefined : t('regionRequired'));
    const v = text.validate(TEXT_FIELDS);
    if (v && !whole) document.getElementById(regionId)?.focus();
    if (!v || !whole) return undefined;
    const [province_id = 0, city_id = 0, district_id = 0] = region;
    return {
      name: v.name.trim(),
      mobile: v.mobile.trim(),
      telephone: v.telephone.trim(),
      province_id,
      city_id,
      district_id,
      address: v.address.trim(),
      is_default: isDefault ? 1 : 0,
    };
  };

  return {
    text,
    region: {
      id: regionId,
      errorId: `${regionId}-error`,
      value: region,
      error: regionError,
      choose: setRegion,
      complete: () => setRegionError(undefined),
    },
    isDefault,
    setIsDefault,
    check,
    reset: () => {
      text.reset();
      setRegion(startRegion);
      setRegionError(undefined);
      setIsDefault(start?.is_default === 1);
    },
    hideMessages: () => {
      text.reset(text.values);
      setRegionError(undefined);
    },
  };
}

/**
 * The address form's rows, in antd's horizontal form look (the label column is the form's
 * `--form-label-width`). The inputs' widths (addr-input, addr-textarea) are the address pages' own; in the
 * checkout's dialog the fields fill their column, as they did under antd.
 */
export function AddressFormFields({ form }: { form: AddressFormState }) {
  const { t } = useTranslation('address');
  const { fields, rows } = form.text;
  const { region } = form;
  return (
    <>
      <FormRow label={t('name')} htmlFor={fields.name.id} required horizontal {...rows.name}>
        <TextInput {...fields.name} aria-required countMax={CONSIGNEE_NAME_MAX} className="addr-input" />
      </FormRow>
      <FormRow
        label={t('mobile')}
        htmlFor={fields.mobile.id}
        required
        horizontal
        extra={t('mobileHint')}
        {...rows.mobile}
      >
        <TextInput
          {...fields.mobile}
          aria-required
          className="addr-input"
          inputMode="numeric"
          maxLength={11}
        />
      </FormRow>
      <FormRow
        label={t('telephone')}
        htmlFor={fields.telephone.id}
        horizontal
        extra={t('telephoneHint')}
        {...rows.telephone}
      >
        <TextInput {...fields.telephone} className="addr-input" maxLength={20} />
      </FormRow>
      <FormRow
        label={t('region')}
        htmlFor={region.id}
        required
        horizontal
        error={region.error}
        errorId={region.errorId}
      >
        <RegionPicker
          id={region.id}
          value={region.value}
          onChange={region.choose}
          onComplete={region.complete}
          aria-required
          {...(region.error ? { 'aria-invalid': true, 'aria-describedby': region.errorId } : {})}
        />
      </FormRow>
      <FormRow label={t('detail')} htmlFor={fields.address.id} required horizontal {...rows.address}>
        <TextArea
          {...fields.address}
          aria-required
          rows={2}
          className="addr-textarea"
          placeholder={t('detailPlaceholder')}
        />
      </FormRow>
      <FormRow horizontal>
        <CheckBox checked={form.isDefault} onChange={form.setIsDefault}>
          {t('setDefault')}
        </CheckBox>
      </FormRow>
    </>
  );
}
