import {
  FireOutlined,
  GiftOutlined,
  ShopOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShimmerLines } from '../../../../components/states/placeholders.tsx';
import { useHasToken } from '../../../../lib/session.ts';
import { useCurrentMember } from '../../../account/index.ts';
import { SafeImage } from '../../../../components/safe-image.tsx';
import { useNotices } from '../../api/site-queries.ts';
import { useAddons, useWebsiteInfo } from '../../../../lib/site-data.ts';
import './welcome-card.css';

interface Entry {
  key: string;
  to: string;
  icon: ReactNode;
  /** Addon that must be on for the entry to show. */
  addon?: string;
}
const ENTRIES: Entry[] = [
  { key: 'coupons', to: '/coupon', icon: <GiftOutlined />, addon: 'coupon' },
  { key: 'seckill', to: '/promotion/seckill', icon: <FireOutlined />, addon: 'seckill' },
  { key: 'groupbuy', to: '/promotion/groupbuy', icon: <TeamOutlined />, addon: 'groupbuy' },
  { key: 'brands', to: '/brand', icon: <TagsOutlined /> },
  { key: 'street', to: '/street', icon: <ShopOutlined /> },
];

/** Right column of the carousel band: greeting and account buttons, latest notices, quick entries. */
export function WelcomeCard() {
  const { t } = useTranslation('home');
  const { data: site } = useWebsiteInfo();
  const { data: addons } = useAddons();
  const loggedIn = useHasToken();
  const { data: me } = useCurrentMember();
  const name = me ? me.nickname || me.username : '';
  const entries = ENTRIES.filter((e) => !e.addon || addons?.[e.addon] !== 0).slice(0, 4);

  return (
    <div className="home-welcome">
      <div className="home-welcome__user">
        {me ? (
          <SafeImage
            src={me.headimg}
            alt={name}
            kind="headimg"
            width={44}
            height={44}
            className="home-welcome__avatar home-welcome__avatar--member"
          />
        ) : (
          // A round icon of our own: antd's Avatar brings its group's popover (and the popup engine) along.
          <span className="home-welcome__avatar home-welcome__avatar--guest" aria-hidden>
            <UserOutlined />
          </span>
        )}
        <div className="home-welcome__hello">
          <div className="home-welcome__hi">{name || t('welcome.hi')}</div>
          <div className="home-welcome__site">
            {loggedIn
              ? t('welcome.back')
              : site?.site_name
                ? t('welcome.to', { site: site.site_name })
                : t('welcome.generic')}
          </div>
        </div>
      </div>
      <div className="home-welcome__buttons">
        {loggedIn ? (
          <>
            <Link to="/member/index" className="plain-btn plain-btn--primary">
              {t('welcome.memberCentre')}
            </Link>
            <Link to="/member/order_list" className="plain-btn">
              {t('welcome.myOrders')}
            </Link>
          </>
        ) : (
          <>
            <Link to="/login" className="plain-btn plain-btn--primary">
              {t('welcome.login')}
            </Link>
            <Link to="/register" className="plain-btn">
              {t('welcome.register')}
            </Link>
          </>
        )}
      </div>
      <Notices />
      <ul className="home-welcome__entries">
        {entries.map((e) => (
          <li key={e.key}>
            <Link to={e.to} title={t(`entries.${e.key}`)}>
              <span className="home-welcome__entry-icon">{e.icon}</span>
              <span className="home-welcome__entry-label">{t(`entries.${e.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Notices() {
  const { t } = useTranslation('home');
  const { data, isLoading } = useNotices(5);
  const list = data?.list ?? [];
  return (
    <div className="home-notices" data-testid="home-notices">
      <div className="home-notices__head">
        <span className="home-notices__title">{t('notices.title')}</span>
        <Link to="/cms/notice" className="home-notices__more">
          {t('notices.more')}
          <span className="visually-hidden">: {t('notices.title')}</span>
        </Link>
      </div>
      {isLoading ? (
        <ShimmerLines rows={4} className="home-notices__skeleton" />
      ) : list.length ? (
        <ul className="home-notices__list">
          {list.map((n) => (
            <li key={n.id}>
              <Link to={`/cms/notice-${n.id}`} title={n.title}>
                {n.is_top ? <span className="home-notices__top">{t('notices.top')}</span> : null}
                <span className="home-notices__text">{n.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className="home-notices__empty">{t('notices.empty')}</div>
      )}
    </div>
  );
}
