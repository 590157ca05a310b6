import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Tabs } from 'antd';
import { CONSOLE_AUDIENCES, type ConsoleAudience } from '@mall/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { useLogin } from '../api/session-api.ts';
import './login-page.css';

const isAudience = (v: string | null): v is ConsoleAudience =>
  (CONSOLE_AUDIENCES as readonly (string | null)[]).includes(v);

/** Only a path inside the console is followed after login (never another site). */
const safeRedirect = (v: string | null) => (v && v.startsWith('/') && !v.startsWith('//') ? v : '/');

/** One login for the three consoles: a tab per audience (merchant staff, customer service, platform). */
export function Page() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const [form] = Form.useForm<{ username: string; password: string }>();
  const audienceParam = params.get('audience');
  const audience: ConsoleAudience = isAudience(audienceParam) ? audienceParam : 'merchant';
  useEffect(() => {
    document.title = `${t('routes:login')} - ${t('common:consoleName')}`;
  }, [t]);

  const submit = async (values: { username: string; password: string }) => {
    await login.mutateAsync({ audience, ...values });
    await navigate(safeRedirect(params.get('redirect')), { replace: true });
  };
  const chooseAudience = (key: string) => {
    const next = new URLSearchParams(params);
    next.set('audience', key);
    setParams(next, { replace: true });
    form.resetFields();
  };

  return (
    <div className="login-page">
      <div className="login-language">
        <LanguageSwitch />
      </div>
      <Card className="login-card">
        <h1 className="login-title">{t('common:consoleName')}</h1>
        <p className="login-subtitle">{t('session:subtitle')}</p>
        <Tabs
          centered
          activeKey={audience}
          onChange={chooseAudience}
          items={CONSOLE_AUDIENCES.map((a) => ({ key: a, label: t(`common:audience.${a}`) }))}
        />
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={(v) => void submit(v).catch(() => {})}
        >
          <Form.Item
            name="username"
            label={t('session:username')}
            rules={[{ required: true, message: t('session:usernameRequired') }]}
          >
            <Input
              prefix={<UserOutlined />}
              autoComplete="username"
              placeholder={t(`session:hint.${audience}`)}
            />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('session:password')}
            rules={[{ required: true, message: t('session:passwordRequired') }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={login.isPending}>
            {t('session:submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
