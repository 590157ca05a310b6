import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The 6-digit payment password with its show/hide eye, as antd's Input.Password had it: a plain input, because
 * antd's Input family (text area, OTP, search, Space) weighed 17 KiB gzip on every payment page (issue 12).
 */
export function PayPasswordInput({ value, onChange }: { value: string; onChange: (digits: string) => void }) {
  const { t } = useTranslation('checkout');
  const [shown, setShown] = useState(false);
  return (
    <span className="co-input co-input--affix co-paypwd">
      <input
        type={shown ? 'text' : 'password'}
        aria-label={t('balance.password')}
        placeholder={t('balance.password')}
        maxLength={6}
        inputMode="numeric"
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      />
      <button
        type="button"
        className="co-input-eye"
        aria-label={t('balance.showPassword')}
        aria-pressed={shown}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
      </button>
    </span>
  );
}
