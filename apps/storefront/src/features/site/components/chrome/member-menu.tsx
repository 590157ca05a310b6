import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useIsVerifier } from '../../../verify/index.ts';
import './member-menu.css';

/** The member centre's pages, grouped the way the left menu shows them; titles come from the routes namespace. */
const GROUPS: { title: string; pages: string[] }[] = [
  {
    title: 'memberMenu.centre',
    pages: ['index', 'info', 'security', 'delivery_address', 'collection', 'footprint', 'level', 'signin'],
  },
  { title: 'memberMenu.trade', pages: ['order_list', 'activist'] },
  {
    title: 'memberMenu.account',
    pages: ['account', 'recharge_list', 'withdrawal', 'account_list', 'my_point', 'my_coupon'],
  },
];

/** Pages reached from a menu page keep that menu entry highlighted. */
const PARENT: Record<string, string> = {
  order_detail: 'order_list',
  order_detail_local_delivery: 'order_list',
  order_detail_pickup: 'order_list',
  order_detail_virtual: 'order_list',
  logistics: 'order_list',
  refund: 'activist',
  refund_detail: 'activist',
  complain: 'activist',
  address_edit: 'delivery_address',
  account_edit: 'account_list',
  apply_withdrawal: 'withdrawal',
  withdrawal_detail: 'withdrawal',
  recharge_detail: 'recharge_list',
  recharge_order: 'recharge_list',
  verification_list: 'verification',
  verification_detail: 'verification',
};

const titleKey = (page: string) => (page === 'index' ? 'routes:member_index' : `routes:${page}`);

export function MemberMenu() {
  const { t } = useTranslation('chrome');
  const current = useLocation().pathname.replace(/^\/member\//, '');
  const active = PARENT[current] ?? current;
  // The write-off desk is for members bound to a shop as its clerk; everyone may apply to open a shop.
  const { data: clerk } = useIsVerifier();
  const services = {
    title: 'memberMenu.services',
    pages: clerk ? ['shop_apply', 'verification'] : ['shop_apply'],
  };
  return (
    <nav className="mc-member-menu" aria-label={t('memberMenu.label')} data-testid="member-menu">
      {[...GROUPS, services].map((group) => (
        <section key={group.title}>
          <h3>{t(group.title)}</h3>
          <ul>
            {group.pages.map((page) => (
              <li key={page}>
                <Link
                  to={`/member/${page}`}
                  className={page === active ? 'active' : undefined}
                  aria-current={page === active ? 'page' : undefined}
                >
                  {t(titleKey(page))}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
