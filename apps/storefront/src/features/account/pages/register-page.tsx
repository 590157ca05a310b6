import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useRegisterConfig } from '../api/account-queries.ts';
import { RegisterForm, type RegisterChannel } from '../components/register-form.tsx';
import { useAfterLogin, useLeaveIfLoggedIn } from '../session/use-after-login.ts';
import '../components/auth-forms.css';
import './register-page.css';
import { ResultState } from '../../../components/states/result-state.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { PageLoading } from '../../../components/states/page-loading.tsx';

const CHANNELS: RegisterChannel[] = ['username', 'mobile', 'email'];

/** The ways the platform lets people register (register config `register`, a comma list). */
const enabledChannels = (register: string) =>
  CHANNELS.filter((c) =>
    register
      .split(',')
      .map((w) => w.trim())
      .includes(c),
  );

/** /register: account, mobile or e-mail tabs; registration logs the member in. */
export function Page() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const { data: config, isPending } = useRegisterConfig();
  const afterLogin = useAfterLogin();
  const redirect = params.get('redirect');
  const loginTo = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
  const leaving = useLeaveIfLoggedIn();

  if (isPending || leaving) return <PageLoading />;
  const channels = config ? enabledChannels(config.register) : [];

  return (
    <div className="content-width acc-register">
      <section className="acc-card acc-register-card" aria-labelledby="register-title">
        <h1 id="register-title">{t('register.title')}</h1>
        {channels.length === 0 ? (
          <ResultState status="info" title={t('register.disabled')} data-testid="register-disabled" />
        ) : (
          <Tabs
            destroyOnHidden
            items={channels.map((channel) => ({
              key: channel,
              label: t(`register.tab_${channel}`),
              children: (
                <RegisterForm channel={channel} onRegistered={(answer) => afterLogin(answer, false)} />
              ),
            }))}
          />
        )}
        <p className="acc-card-foot">
          {t('register.haveAccount')} <Link to={loginTo}>{t('register.toLogin')}</Link>
        </p>
      </section>
    </div>
  );
}
