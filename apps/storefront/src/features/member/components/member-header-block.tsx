import { CrownOutlined } from '@ant-design/icons';
import type { member } from '@mall/contracts';
import { Tag } from '../../../components/tag.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SafeImage } from '../../../components/safe-image.tsx';
import './member-header-block.css';

/** The checks that make an account safer; the block shows how many of them are done. */
export function securityChecks(info: member.MemberInfo) {
  return [
    { key: 'password', done: info.password === 1 },
    { key: 'mobile', done: info.mobile !== '' },
    { key: 'email', done: info.email !== '' },
    { key: 'payPassword', done: info.is_pay_password === 1 },
  ];
}

/** The member centre's header block: avatar (default head image on error), nickname, level, account safety. */
export function MemberHeaderBlock({ info }: { info: member.MemberInfo }) {
  const { t } = useTranslation('member');
  const checks = securityChecks(info);
  const done = checks.filter((c) => c.done).length;
  const name = info.nickname || info.username;
  return (
    <section className="mem-head" data-testid="member-header">
      <Link to="/member/info" className="mem-head-avatar" title={t('index.editInfo')}>
        <SafeImage src={info.headimg} alt={name} kind="headimg" width={96} height={96} lazy={false} />
      </Link>
      <div className="mem-head-main">
        <h2 className="mem-head-name" data-testid="member-nickname">
          {name}
        </h2>
        <p className="mem-head-meta">
          <Tag icon={<CrownOutlined />} colour="gold">
            {info.member_level_name || t('index.noLevel')}
          </Tag>
          <span>{t('index.username', { name: info.username || '—' })}</span>
        </p>
        <p className="mem-head-safety">
          {t('index.safety', { done, total: checks.length })}
          <span className="mem-head-bar" aria-hidden>
            <i style={{ width: `${(done / checks.length) * 100}%` }} />
          </span>
          <Link to="/member/security">{t('index.improve')}</Link>
        </p>
      </div>
    </section>
  );
}
