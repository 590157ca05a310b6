import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ConsoleSession } from '../../../lib/session.ts';
import { logout } from '../api/session-api.ts';

/** The account in the header: who is logged in with which role, and logout. */
export function UserMenu({ session }: { session: ConsoleSession }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items = [
    { key: 'role', label: t(`common:role.${session.role}`), disabled: true },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('session:logout') },
  ];
  const onClick = async ({ key }: { key: string }) => {
    if (key !== 'logout') return;
    await logout(session);
    await navigate(`/login?audience=${session.audience}`, { replace: true });
  };
  return (
    <Dropdown menu={{ items, onClick: (info) => void onClick(info) }} trigger={['click']}>
      <Space className="user-menu" style={{ cursor: 'pointer' }} data-testid="user-menu">
        <Avatar size="small" icon={<UserOutlined />} />
        <span>{session.username}</span>
      </Space>
    </Dropdown>
  );
}
