import { ADV_KEYWORDS } from '@mall/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAdv } from '../../../lib/site-data.ts';
import { CheckBox } from '../../../components/check-box.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { PageLoading } from '../../../components/states/page-loading.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { PasswordLoginForm } from '../components/password-login-form.tsx';
import { useAfterLogin, useLeaveIfLoggedIn } from '../session/use-after-login.ts';
import '../components/auth-forms.css';
import './login-page.css';

/** The code tabs load when first opened: the password tab is the one most shoppers use. */
const CodeLoginForm = lazy(() =>
  import('../components/code-login-form.tsx').then((m) => ({ default: m.CodeLoginForm })),
);

/** The login advert the platform sets for the desktop site (NS_PC_LOGIN), beside the login card. */
function LoginAdvert() {
  const { data } = useAdv(ADV_KEYWORDS.login);
  const adv = data?.adv_list?.[0];
  return (
    <div className="acc-login-adv" style={adv?.background ? { background: adv.background } : undefined}>
      {adv ? <SafeImage src={adv.adv_image} alt={adv.adv_title ?? ''} lazy={false} /> : null}
    </div>
  );
}

/** /login: password, mobile-code and e-mail-code tabs, "automatic login for 7 days", links onwards. */
export function Page() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const [autoLogin, setAutoLogin] = useState(false);
  const afterLogin = useAfterLogin();
  const onLoggedIn = (answer: Parameters<typeof afterLogin>[0]) => afterLogin(answer, autoLogin);
  const redirect = params.get('redirect');
  const registerTo = redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register';
  const leaving = useLeaveIfLoggedIn();

  const options = (
    <div className="acc-login-options">
      <CheckBox checked={autoLogin} onChange={setAutoLogin}>
        {t('login.autoLogin')}
      </CheckBox>
      <Link to="/find_pass">{t('login.forgot')}</Link>
    </div>
  );
  const formProps = { autoLogin, onLoggedIn, options };
  const items = [
    { key: 'password', label: t('login.tabPassword') },
    { key: 'mobile', label: t('login.tabMobile') },
    { key: 'email', label: t('login.tabEmail') },
  ].map((tab) => ({
    ...tab,
    children:
      tab.key === 'password' ? (
        <PasswordLoginForm {...formProps} />
      ) : (
        <Suspense fallback={<PageLoading />}>
          <CodeLoginForm channel={tab.key as 'mobile' | 'email'} {...formProps} />
        </Suspense>
      ),
  }));

  if (leaving) return <PageLoading />;
  return (
    <div className="acc-login">
      <LoginAdvert />
      <div className="content-width acc-login-inner">
        <section className="acc-card acc-login-card" aria-labelledby="login-title">
          <h1 id="login-title">{t('login.title')}</h1>
          <Tabs items={items} destroyOnHidden />
          <p className="acc-card-foot">
            {t('login.noAccount')} <Link to={registerTo}>{t('login.toRegister')}</Link>
          </p>
        </section>
      </div>
    </div>
  );
}
