import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/native-select.tsx';
import { useCountries } from '../api/account-queries.ts';
import './country-select.css';

/**
 * The country calling code in front of the mobile number (from /api/login/getCountry). Its form passes value
 * and change (components/form: the auth pages, the member centre's mobile dialog).
 */
export function CountrySelect({ value, onChange }: { value?: string; onChange?: (code: string) => void }) {
  const { t } = useTranslation('account');
  const { data: countries = [] } = useCountries();
  // Several countries share a calling code (+1, +7): one entry per code, named by the first of them.
  const unique = countries.filter((c, i) => countries.findIndex((o) => o.code === c.code) === i);
  // Typing the code's digits finds it in the open list (the text starts with them).
  const options = unique.map((c) => ({
    value: c.code,
    label: `+${c.code} ${c.name}`,
  }));
  return (
    <NativeSelect
      size="large"
      className="acc-country"
      aria-label={t('mobile.country')}
      options={options}
      value={value}
      onChange={onChange}
      labelRender={({ value: code }) => `+${code}`}
    />
  );
}
