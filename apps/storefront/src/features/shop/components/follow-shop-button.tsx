import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { useFollowShop, useIsSubscribed } from '../api/shop-queries.ts';

interface FollowShopButtonProps {
  siteId: number;
  /** The street already knows the follow state of each row; elsewhere it is asked for. */
  known?: 0 | 1;
  size?: 'small' | 'middle';
}

/** Follow / unfollow a shop. A guest's click goes to login and comes back (forced-login call). */
export function FollowShopButton({ siteId, known, size = 'middle' }: FollowShopButtonProps) {
  const { t } = useTranslation('shop');
  const asked = useIsSubscribed(known === undefined ? siteId : 0);
  const followed = (known ?? asked.data) === 1;
  const follow = useFollowShop(siteId);
  const onClick = () =>
    follow.mutate(!followed, {
      onSuccess: () => toast(t(followed ? 'follow.removed' : 'follow.added'), 'success'),
    });
  return (
    <Button
      size={size}
      kind={followed ? 'default' : 'outline'}
      icon={followed ? <HeartFilled /> : <HeartOutlined />}
      loading={follow.isPending}
      onClick={onClick}
      aria-pressed={followed}
      className="follow-shop-button"
    >
      {followed ? t('follow.followed') : t('follow.follow')}
    </Button>
  );
}
