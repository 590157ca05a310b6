import { CloseCircleFilled, ScanOutlined } from '@ant-design/icons';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import './verify.css';

/**
 * The write-off code box and its look-up button, as a plain form: antd's Form and Input were about 40 KiB gzip
 * of the counter page for one required box (issue 12). Drawn as antd's large input, with its icon and clear button;
 * the button is our own in antd's look.
 */
export function CodeForm({ busy, onLookUp }: { busy: boolean; onLookUp: (code: string) => void }) {
  const { t } = useTranslation('verify');
  const [code, setCode] = useState('');
  // As antd's form did: the code is checked once it has been typed in or the form sent, and on every change after.
  const [touched, setTouched] = useState(false);
  const missing = touched && code.trim() === '';
  const errorId = useId();
  const box = useRef<HTMLInputElement>(null);
  const type = (value: string) => {
    setCode(value);
    setTouched(true);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (code.trim() !== '') onLookUp(code);
  };
  const clear = () => {
    type('');
    box.current?.focus();
  };
  return (
    <form className="vf-code-row" noValidate onSubmit={submit}>
      <div className="vf-code-item">
        <span className={missing ? 'vf-code-box vf-code-box--error' : 'vf-code-box'}>
          <ScanOutlined aria-hidden="true" />
          <input
            ref={box}
            value={code}
            onChange={(e) => type(e.target.value)}
            placeholder={t('codePlaceholder')}
            aria-label={t('codePlaceholder')}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? errorId : undefined}
            maxLength={40}
            autoFocus
          />
          {code ? (
            <button type="button" className="vf-code-clear" aria-label={t('clear')} onClick={clear}>
              <CloseCircleFilled />
            </button>
          ) : null}
        </span>
        {missing ? (
          <div id={errorId} className="vf-code-error" role="alert">
            {t('codeRequired')}
          </div>
        ) : null}
      </div>
      <Button kind="primary" size="large" htmlType="submit" loading={busy}>
        {t('lookUp')}
      </Button>
    </form>
  );
}
