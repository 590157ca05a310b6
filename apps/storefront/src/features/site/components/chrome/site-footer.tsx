import {
  CarOutlined,
  CheckCircleOutlined,
  SafetyCertificateOutlined,
  SyncOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { FOOTER_HELP_CLASSES, FOOTER_HELP_ITEMS } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../../../components/route-link.tsx';
import { imgUrl } from '../../../../lib/image.ts';
import { useCopyright, useFriendlyLinks } from '../../api/site-queries.ts';
import { useHelpClasses, useShopServices } from '../../../../lib/site-data.ts';
import { SmartLink } from '../../../../components/smart-link.tsx';
import './site-footer.css';

const PROMISE_ICONS = [
  SyncOutlined,
  SafetyCertificateOutlined,
  CarOutlined,
  TrophyOutlined,
  CheckCircleOutlined,
];
const MAX_PROMISES = 5;
const looksLikeImage = (icon: string) => /[./]/.test(icon);

/** The service promises the platform configured; the two the spec names stand in until it has. */
function Promises() {
  const { t } = useTranslation('chrome');
  const { data } = useShopServices();
  const items =
    data && data.length > 0
      ? data
          .slice(0, MAX_PROMISES)
          .map((s) => ({ key: String(s.id), name: s.name, desc: s.desc, icon: s.icon }))
      : [
          { key: 'return', name: t('footer.promiseReturn'), desc: '', icon: '' },
          { key: 'ship', name: t('footer.promiseShip'), desc: '', icon: '' },
        ];
  return (
    <ul className="mc-promises" aria-label={t('footer.promises')}>
      {items.map((item, i) => {
        const Icon = PROMISE_ICONS[i % PROMISE_ICONS.length]!;
        return (
          <li key={item.key} title={item.desc || undefined}>
            <span className="mc-promise-icon">
              {looksLikeImage(item.icon) ? <img src={imgUrl(item.icon)} alt="" /> : <Icon />}
            </span>
            <span className="mc-promise-name">{item.name}</span>
          </li>
        );
      })}
    </ul>
  );
}

function HelpColumns() {
  const { data } = useHelpClasses();
  const classes = (data ?? []).filter((c) => c.child_list.length > 0).slice(0, FOOTER_HELP_CLASSES);
  if (classes.length === 0) return null;
  return (
    <div className="mc-help-columns">
      {classes.map((c) => (
        <dl key={c.class_id}>
          <dt>{c.class_name}</dt>
          {c.child_list.slice(0, FOOTER_HELP_ITEMS).map((h) => (
            <dd key={h.id}>
              <RouteLink to={`/cms/help-${h.id}`}>{h.title}</RouteLink>
            </dd>
          ))}
        </dl>
      ))}
    </div>
  );
}

function FriendlyLinks() {
  const { t } = useTranslation('chrome');
  const { data } = useFriendlyLinks();
  const links = data?.list ?? [];
  if (links.length === 0) return null;
  return (
    <nav className="mc-friendly-links" aria-label={t('footer.friendlyLinks')}>
      <span className="mc-friendly-title">{t('footer.friendlyLinks')}</span>
      {links.map((l) => (
        <SmartLink key={l.id} url={l.link_url} blank={l.is_blank === 1}>
          {l.link_title}
        </SmartLink>
      ))}
    </nav>
  );
}

/** Company name, copyright text and the record numbers, each linked where the platform gave a link. */
export function CopyrightBlock() {
  const { data } = useCopyright();
  if (!data) return null;
  return (
    <div className="mc-copyright">
      {data.company_name || data.copyright_desc ? (
        <p>
          {data.copyright_desc ? <span>{data.copyright_desc}</span> : null}
          {data.company_name ? <span>{data.company_name}</span> : null}
        </p>
      ) : null}
      {data.icp || data.gov_record ? (
        <p>
          {data.icp ? (
            <SmartLink url={data.copyright_link} className="mc-record">
              {data.icp}
            </SmartLink>
          ) : null}
          {data.gov_record ? (
            <SmartLink url={data.gov_url} className="mc-record">
              {data.gov_record}
            </SmartLink>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

/** Service promises, help centre columns, friendly links and the copyright block. */
export function SiteFooter() {
  return (
    <footer className="mc-footer" data-testid="site-footer">
      <div className="mc-footer-promises">
        <div className="content-width">
          <Promises />
        </div>
      </div>
      <div className="content-width">
        <HelpColumns />
        <FriendlyLinks />
        <CopyrightBlock />
      </div>
    </footer>
  );
}
