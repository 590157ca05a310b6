import { Button, Popconfirm } from 'antd';
import type { operator } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useSetMemberStatus } from '../api/member-queries.ts';

/** Lock (ending every session of the member at once) or unlock, each confirmed first. */
export function MemberStatusButton({ member }: { member: operator.MemberRow }) {
  const { t } = useTranslation('member');
  const setStatus = useSetMemberStatus();
  const locking = member.status === 1;
  const name = member.username || member.mobile || member.nickname;
  return (
    <Popconfirm
      title={locking ? t('confirmLock', { name }) : t('confirmUnlock', { name })}
      okText={locking ? t('lock') : t('unlock')}
      okButtonProps={{ danger: locking }}
      cancelText={t('cancel')}
      onConfirm={async () => {
        await setStatus.mutateAsync({ member_id: member.member_id, status: locking ? 0 : 1 });
        toast(locking ? t('locked') : t('unlocked'), 'success');
      }}
    >
      <Button type="link" size="small" danger={locking}>
        {locking ? t('lock') : t('unlock')}
      </Button>
    </Popconfirm>
  );
}
