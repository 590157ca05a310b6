import { Descriptions, Drawer, Skeleton, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { useMemberDetail } from '../api/member-queries.ts';
import { MemberStatusButton } from './member-status-button.tsx';

/** One member: account, contact, level and money, activity, and the lock switch. */
export function MemberDrawer({ memberId, onClose }: { memberId: number | null; onClose: () => void }) {
  const { t } = useTranslation('member');
  const { data } = useMemberDetail(memberId);
  return (
    <Drawer title={t('detailTitle')} open={memberId !== null} onClose={onClose} width={520} destroyOnHidden>
      {!data ? (
        <Skeleton active />
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('id')}>{data.member_id}</Descriptions.Item>
            <Descriptions.Item label={t('username')}>{data.username || '–'}</Descriptions.Item>
            <Descriptions.Item label={t('nickname')}>{data.nickname || '–'}</Descriptions.Item>
            <Descriptions.Item label={t('mobile')}>{data.mobile || '–'}</Descriptions.Item>
            <Descriptions.Item label={t('email')}>{data.email || '–'}</Descriptions.Item>
            <Descriptions.Item label={t('status')}>
              <Tag color={data.status ? 'green' : 'red'}>{data.status ? t('active') : t('lockedTag')}</Tag>
              <MemberStatusButton member={data} />
            </Descriptions.Item>
            <Descriptions.Item label={t('level')}>{data.member_level_name || '–'}</Descriptions.Item>
            <Descriptions.Item label={t('growth')}>{data.growth}</Descriptions.Item>
            <Descriptions.Item label={t('points')}>{data.point}</Descriptions.Item>
            <Descriptions.Item label={t('balance')}>{formatMoney(data.balance)}</Descriptions.Item>
            <Descriptions.Item label={t('orders')}>{data.order_count}</Descriptions.Item>
            <Descriptions.Item label={t('sessions')}>{data.live_sessions}</Descriptions.Item>
            <Descriptions.Item label={t('registered')}>{formatTime(data.reg_time)}</Descriptions.Item>
            <Descriptions.Item label={t('lastLogin')}>
              {formatTime(data.login_time)} {data.last_login_ip}
            </Descriptions.Item>
          </Descriptions>
        </Space>
      )}
    </Drawer>
  );
}
