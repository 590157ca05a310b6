import type { address } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/native-select.tsx';
import { useAreas } from '../api/address-api.ts';
import './region-picker.css';

const optionsOf = (areas: address.Area[] | undefined) =>
  (areas ?? []).map((a) => ({ value: a.id, label: a.name }));

interface Props {
  /** Area ids from the province down, as far as chosen: [province, city, district]. */
  value?: number[] | null;
  onChange?: (value: number[]) => void;
  /**
   * Called once the whole path is chosen: the form validates the field then (validateTrigger="onComplete"), not at
   * each level, which would call the field wrong while the member is still choosing.
   */
  onComplete?: () => void;
  /** Form.Item's id (its label points at the province) and the state it marks its control with. */
  id?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

/**
 * Province → city → district as three native selects: antd's Cascader put 22 KiB gzip on the address editor's first
 * load (issue 12). Each level's list is asked for once its parent is chosen, so an existing address shows its whole
 * path; choosing a level clears the ones below it. It works as a Form.Item control, with the chosen ids as its value.
 */
export function RegionPicker({ value, onChange, onComplete, id, ...aria }: Props) {
  const { t } = useTranslation('address');
  const [provinceId, cityId, districtId] = value ?? [];
  const provinces = useAreas(0);
  const cities = useAreas(provinceId);
  const districts = useAreas(cityId);
  // Form.Item marks the whole field invalid: only the levels still to choose are drawn red.
  const ariaFor = (chosen: number | undefined) => ({
    'aria-required': aria['aria-required'],
    'aria-describedby': aria['aria-describedby'],
    'aria-invalid': chosen === undefined ? aria['aria-invalid'] : undefined,
  });
  return (
    <div className="region-picker">
      <NativeSelect
        id={id}
        aria-label={t('province')}
        placeholder={t('province')}
        options={optionsOf(provinces.data)}
        value={provinceId}
        onChange={(province) => onChange?.([province])}
        {...ariaFor(provinceId)}
      />
      <NativeSelect
        aria-label={t('city')}
        placeholder={t('city')}
        options={optionsOf(cities.data)}
        value={cityId}
        disabled={provinceId === undefined}
        onChange={(city) => provinceId !== undefined && onChange?.([provinceId, city])}
        {...ariaFor(cityId)}
      />
      <NativeSelect
        aria-label={t('district')}
        placeholder={t('district')}
        options={optionsOf(districts.data)}
        value={districtId}
        disabled={cityId === undefined}
        onChange={(district) => {
          if (provinceId === undefined || cityId === undefined) return;
          onChange?.([provinceId, cityId, district]);
          onComplete?.();
        }}
        {...ariaFor(districtId)}
      />
    </div>
  );
}
