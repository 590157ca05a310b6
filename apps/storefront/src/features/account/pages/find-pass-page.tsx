import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  FindPassCodeStep,
  FindPassDoneStep,
  FindPassMobileStep,
  FindPassResetStep,
  type FindPassState,
} from '../components/find-pass-steps.tsx';
import '../components/auth-forms.css';
import './find-pass-page.css';
import { Steps } from '../../../components/steps.tsx';

/** /find_pass in four steps: enter mobile, verify identity with a code, reset the password, finish. */
export function Page() {
  const { t } = useTranslation('account');
  const [step, setStep] = useState(0);
  const [state, setState] = useState<FindPassState>({
    mobile: '',
    country_code: '',
    key: '',
    code: '',
  });
  const next = (patch: Partial<FindPassState>) => {
    setState((s) => ({ ...s, ...patch }));
    setStep((n) => n + 1);
  };
  const titles = ['stepMobile', 'stepVerify', 'stepReset', 'stepDone'];

  return (
    <div className="content-width acc-find">
      <section className="acc-card acc-find-card" aria-labelledby="find-title">
        <h1 id="find-title">{t('find.title')}</h1>
        <Steps
          current={step}
          className="acc-find-steps"
          items={titles.map((k) => ({ title: t(`find.${k}`) }))}
        />
        <div className="acc-find-body" data-testid={`find-step-${step + 1}`}>
          {step === 0 ? <FindPassMobileStep onDone={next} /> : null}
          {step === 1 ? <FindPassCodeStep state={state} onDone={next} onBack={() => setStep(0)} /> : null}
          {step === 2 ? <FindPassResetStep state={state} onDone={next} onBack={() => setStep(1)} /> : null}
          {step === 3 ? <FindPassDoneStep /> : null}
        </div>
        {step < 3 ? (
          <p className="acc-card-foot">
            {t('find.remembered')} <Link to="/login">{t('register.toLogin')}</Link>
          </p>
        ) : null}
      </section>
    </div>
  );
}
