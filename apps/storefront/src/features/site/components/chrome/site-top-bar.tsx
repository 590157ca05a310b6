import { DownOutlined, MobileOutlined } from '@ant-design/icons';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { imgUrl } from '../../../../lib/image.ts';
import { signOut, useCurrentMember, useToken } from '../../../account/index.ts';
import { CityEntry } from '../../../city/index.ts';
import { useWapQrcode } from '../../api/site-queries.ts';
import { useWebsiteInfo } from '../../../../lib/site-data.ts';
import { LanguageSwitch } from './language-switch.tsx';
import '../../../../styles/chrome-base.css';
import './site-top-bar.css';

function MobileMall() {
  const { t } = useTranslation('chrome');
  const { data } = useWapQrcode();
  const img = data?.path.h5.img;
  return (
    <div className="mc-hover-menu" tabIndex={0}>
      <span className="mc-hover-menu-trigger">
        <MobileOutlined /> {t('topBar.mobile')} <DownOutlined className="mc-caret" />
      </span>
      <div className="mc-hover-menu-panel mc-qr-panel">
        {img ? <img src={imgUrl(img)} alt={t('topBar.mobile')} width={120} height={120} /> : null}
        <p>{t('topBar.mobileScan')}</p>
      </div>
    </div>
  );
}

/** Logged in: "Hi, {nickname}" to the member centre and a log-out; a member page left behind goes to login. */
function MemberGreeting() {
  const { t } = useTranslation('chrome');
  const { data: info } = useCurrentMember();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const logout = async () => {
    await signOut();
    if (pathname.startsWith('/member')) void navigate('/login', { replace: true });
  };
  const greeting = info
    ? t('account:topBar.hi', { name: info.nickname || info.username })
    : t('topBar.myAccount');
  return (
    <>
      <Link
        to="/member/index"
        className="mc-top-link mc-strong mc-top-greeting"
        data-testid="top-bar-member"
        title={greeting}
      >
        {greeting}
      </Link>
      <button type="button" className="mc-top-link mc-top-logout" onClick={() => void logout()}>
        {t('account:topBar.logout')}
      </button>
    </>
  );
}

/** The thin grey bar at the very top: greeting and account links left, shortcuts and language right. */
export function SiteTopBar() {
  const { t } = useTranslation('chrome');
  const { data: site } = useWebsiteInfo();
  const member = Boolean(useToken());
  // Left out where the language is long (ru) and it does not fit; the whole welcome stays readable on hover.
  const welcome = site?.site_name ? t('topBar.welcome', { site: site.site_name }) : t('topBar.welcomeShort');
  const shortcuts = [
    { to: '/member/order_list', label: t('topBar.myOrders') },
    { to: '/member/footprint', label: t('topBar.footprint') },
    { to: '/member/collection', label: t('topBar.concern') },
    { to: '/cms/help', label: t('topBar.help') },
    // The merchant entry: apply to open a shop (login first; the page shows an application's status).
    { to: '/member/shop_apply', label: t('topBar.settle') },
  ];
  return (
    <div className="mc-top-bar">
      <div className="content-width mc-top-bar-inner">
        <div className="mc-top-bar-left">
          <CityEntry />
          {member ? (
            // The greeting takes the welcome's place: both would not fit the bar in longer languages.
            <MemberGreeting />
          ) : (
            <>
              <span className="mc-top-welcome" title={welcome}>
                {welcome}
              </span>
              <Link to="/login" className="mc-top-link mc-strong">
                {t('topBar.login')}
              </Link>
              <Link to="/register" className="mc-top-link">
                {t('topBar.register')}
              </Link>
            </>
          )}
        </div>
        <nav className="mc-top-bar-right" aria-label={t('topBar.shortcuts')}>
          {shortcuts.map((s) => (
            <Fragment key={s.to}>
              <Link to={s.to} className="mc-top-link">
                {s.label}
              </Link>
              <i className="mc-sep" />
            </Fragment>
          ))}
          <MobileMall />
          <i className="mc-sep" />
          <LanguageSwitch />
        </nav>
      </div>
    </div>
  );
}
