import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../../components/text-input.tsx';

/** The 6-digit payment password with its show/hide eye, digits only. */
export function PayPasswordInput({ value, onChange }: { value: string; onChange: (digits: string) => void }) {
  const { t } = useTranslation('checkout');
  return (
    <PasswordInput
      className="co-paypwd"
      aria-label={t('balance.password')}
      placeholder={t('balance.password')}
      maxLength={6}
      inputMode="numeric"
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
    />
  );
}
