import {
  CheckCircleFilled,
  ExclamationCircleFilled,
  LockOutlined,
  MailOutlined,
  MobileOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberOfPage } from '../../account/index.ts';
import { BindModal } from '../components/bind-modal.tsx';
import { PasswordModal } from '../components/password-modal.tsx';
import { PayPasswordModal } from '../components/pay-password-modal.tsx';
import './security-page.css';

type Dialog = 'password' | 'payPassword' | 'mobile' | 'email' | null;

interface Row {
  key: Exclude<Dialog, null>;
  icon: ReactNode;
  done: boolean;
  text: string;
}

/** /member/security: login password, payment password, mobile and e-mail, each changed in its own dialog. */
export function Page() {
  const { t } = useTranslation('member');
  const { data: info } = useMemberOfPage();
  const [dialog, setDialog] = useState<Dialog>(null);
  if (!info)
    return (
      <div className="page-card">
        <Skeleton active />
      </div>
    );
  const rows: Row[] = [
    { key: 'password', icon: <LockOutlined />, done: info.password === 1, text: t('security.passwordText') },
    {
      key: 'payPassword',
      icon: <WalletOutlined />,
      done: info.is_pay_password === 1,
      text: t('security.payText'),
    },
    {
      key: 'mobile',
      icon: <MobileOutlined />,
      done: info.mobile !== '',
      text: info.mobile || t('security.mobileText'),
    },
    {
      key: 'email',
      icon: <MailOutlined />,
      done: info.email !== '',
      text: info.email || t('security.emailText'),
    },
  ];
  const close = () => setDialog(null);
  return (
    <div className="page-card mem-sec">
      <h1>{t('routes:security')}</h1>
      <ul className="mem-sec-list">
        {rows.map((row) => (
          <li key={row.key} data-testid={`security-${row.key}`}>
            <span className="mem-sec-icon">{row.icon}</span>
            <span className="mem-sec-title">{t(`security.row_${row.key}`)}</span>
            <span className={row.done ? 'mem-sec-state done' : 'mem-sec-state'}>
              {row.done ? <CheckCircleFilled /> : <ExclamationCircleFilled />}{' '}
              {t(row.done ? `security.done_${row.key}` : `security.todo_${row.key}`)}
            </span>
            <span className="mem-sec-text">{row.text}</span>
            <Button onClick={() => setDialog(row.key)} type={row.done ? 'default' : 'primary'}>
              {t(row.done ? 'security.change' : 'security.set')}
            </Button>
          </li>
        ))}
      </ul>
      <PasswordModal open={dialog === 'password'} onClose={close} hasPassword={info.password === 1} />
      <PayPasswordModal open={dialog === 'payPassword'} onClose={close} isSet={info.is_pay_password === 1} />
      <BindModal open={dialog === 'mobile'} onClose={close} channel="mobile" current={info.mobile} />
      <BindModal open={dialog === 'email'} onClose={close} channel="email" current={info.email} />
    </div>
  );
}
