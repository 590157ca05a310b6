import {
  CheckCircleFilled,
  ExclamationCircleFilled,
  LockOutlined,
  MailOutlined,
  MobileOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberOfPage } from '../../account/index.ts';
import { MountedOnceOpen } from '../../../components/mounted-once-open.tsx';
import './security-page.css';
import { ShimmerLines } from '../../../components/states/placeholders.tsx';
import { Button } from '../../../components/button.tsx';

/*
 * Each change happens in a dialog of our own (ModalDialog, useForm; no antd, issue 12): chunks of their own,
 * fetched when the pointer nears a row's button or on first opening, so the page itself loads none of them.
 */
const loadPassword = () => import('../components/password-modal.tsx');
const loadPayPassword = () => import('../components/pay-password-modal.tsx');
const loadBind = () => import('../components/bind-modal.tsx');
const PasswordModal = lazy(() => loadPassword().then((m) => ({ default: m.PasswordModal })));
const PayPasswordModal = lazy(() => loadPayPassword().then((m) => ({ default: m.PayPasswordModal })));
const BindModal = lazy(() => loadBind().then((m) => ({ default: m.BindModal })));
const PRELOAD = { password: loadPassword, payPassword: loadPayPassword, mobile: loadBind, email: loadBind };

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
        <ShimmerLines rows={3} />
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
            <Button
              onClick={() => setDialog(row.key)}
              onPointerEnter={() => void PRELOAD[row.key]()}
              onFocus={() => void PRELOAD[row.key]()}
              kind={row.done ? 'default' : 'primary'}
            >
              {t(row.done ? 'security.change' : 'security.set')}
            </Button>
          </li>
        ))}
      </ul>
      <MountedOnceOpen open={dialog === 'password'}>
        <PasswordModal open={dialog === 'password'} onClose={close} hasPassword={info.password === 1} />
      </MountedOnceOpen>
      <MountedOnceOpen open={dialog === 'payPassword'}>
        <PayPasswordModal
          open={dialog === 'payPassword'}
          onClose={close}
          isSet={info.is_pay_password === 1}
        />
      </MountedOnceOpen>
      <MountedOnceOpen open={dialog === 'mobile'}>
        <BindModal open={dialog === 'mobile'} onClose={close} channel="mobile" current={info.mobile} />
      </MountedOnceOpen>
      <MountedOnceOpen open={dialog === 'email'}>
        <BindModal open={dialog === 'email'} onClose={close} channel="email" current={info.email} />
      </MountedOnceOpen>
    </div>
  );
}
