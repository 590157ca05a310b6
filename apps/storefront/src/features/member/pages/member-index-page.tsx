import {
  EnvironmentOutlined,
  HeartOutlined,
  HistoryOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { centsToMoney, moneyToCents, type member } from '@mall/contracts';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMemberOfPage } from '../../account/index.ts';
import { Money } from '../../../components/money.tsx';
import { useMyApply } from '../../settle/index.ts';
import { MemberHeaderBlock } from '../components/member-header-block.tsx';
import './member-index-page.css';
import { ShimmerLines } from '../../../components/states/placeholders.tsx';
import { Tag, type TagColour } from '../../../components/tag.tsx';

// Below the fold and empty for most members: loaded after the page, so its pictures and dates stay off its first load.
const RefundNotices = lazy(() => import('../../refund/index.ts').then((m) => ({ default: m.RefundNotices })));

const SHORTCUTS: { to: string; icon: ReactNode; title: string }[] = [
  { to: '/member/order_list', icon: <ProfileOutlined />, title: 'routes:order_list' },
  { to: '/member/delivery_address', icon: <EnvironmentOutlined />, title: 'routes:delivery_address' },
  { to: '/member/collection', icon: <HeartOutlined />, title: 'routes:collection' },
  { to: '/member/footprint', icon: <HistoryOutlined />, title: 'routes:footprint' },
  { to: '/member/info', icon: <UserOutlined />, title: 'routes:info' },
  { to: '/member/security', icon: <SafetyCertificateOutlined />, title: 'routes:security' },
];

/** What the member holds: top-up balance (balance) plus withdrawable balance (balance_money), in cents. */
const totalBalance = (info: member.MemberInfo) =>
  centsToMoney((moneyToCents(info.balance) ?? 0) + (moneyToCents(info.balance_money) ?? 0));

const APPLY_COLOUR: Record<number, TagColour> = { 0: 'blue', 1: 'green', [-1]: 'red' };

/** The member's settle-in application, when there is one: its status, and the way to its page. */
function ApplyCard() {
  const { t } = useTranslation('settle');
  const { data: apply } = useMyApply();
  if (!apply) return null;
  return (
    <div className="page-card mem-index-apply" data-testid="member-apply-card">
      <h1>{t('title')}</h1>
      <Link to="/member/shop_apply">
        {apply.shop_name}{' '}
        <Tag colour={APPLY_COLOUR[apply.apply_status]}>{t(`status.${apply.apply_status}`)}</Tag>
      </Link>
      {apply.apply_status === -1 ? <p>{t('refusedReason', { reason: apply.refuse_reason })}</p> : null}
    </div>
  );
}

/** /member/index: who the member is, what they hold (balance, points, growth), and where to go next. */
export function Page() {
  const { t } = useTranslation('member');
  const { data: info } = useMemberOfPage();
  if (!info)
    return (
      <div className="page-card">
        <ShimmerLines rows={3} />
      </div>
    );
  const stats = [
    { key: 'balance', value: <Money value={totalBalance(info)} />, to: '/member/account' },
    { key: 'point', value: <b>{info.point}</b>, to: '/member/my_point' },
    { key: 'growth', value: <b>{info.growth}</b>, to: '/member/level' },
  ];
  return (
    <>
      <div className="page-card mem-index-top">
        <MemberHeaderBlock info={info} />
        <ul className="mem-index-stats">
          {stats.map((s) => (
            <li key={s.key}>
              <Link to={s.to}>
                <span className="mem-index-stat-value">{s.value}</span>
                <span className="mem-index-stat-label">{t(`index.${s.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div className="page-card mem-index-links">
        <h1>{t('index.shortcuts')}</h1>
        <ul>
          {SHORTCUTS.map((s) => (
            <li key={s.to}>
              <Link to={s.to}>
                <span className="mem-index-icon">{s.icon}</span>
                {t(s.title)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <Suspense fallback={null}>
        <RefundNotices />
      </Suspense>
      <ApplyCard />
    </>
  );
}
