import { Layout, Menu, type MenuProps } from 'antd';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { UserMenu } from '../../features/session/index.ts';
import { useSession, type ConsoleSession } from '../../lib/session.ts';
import { menuPages, type ConsolePage } from '../route-table.ts';
import './console-layout.css';

type MenuItem = Required<MenuProps>['items'][number];

/** The role's pages as menu items, grouped by their `menu.group` (in first-seen order). */
function menuItems(pages: ConsolePage[], t: (key: string) => string): MenuItem[] {
  const items: MenuItem[] = [];
  const groups = new Map<string, MenuItem[]>();
  for (const page of pages) {
    const item = {
      key: `/${page.path}`,
      icon: createElement(page.menu!.icon),
      label: <Link to={`/${page.path}`}>{t(`routes:${page.title}`)}</Link>,
    };
    const group = page.menu!.group;
    if (!group) items.push(item);
    else if (groups.has(group)) groups.get(group)!.push(item);
    else {
      const children = [item];
      groups.set(group, children);
      items.push({ key: group, label: t(`routes:${group}`), type: 'group', children });
    }
  }
  return items;
}

/** The menu entry a path belongs to: the longest menu path it starts with (a detail page → its list). */
const selectedKey = (pathname: string, pages: ConsolePage[]) =>
  pages
    .map((p) => `/${p.path}`)
    .filter((key) => pathname === key || pathname.startsWith(`${key}/`))
    .sort((a, b) => b.length - a.length)[0] ?? '';

function Shell({ session }: { session: ConsoleSession }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const pages = menuPages(session.role, session.audience);
  return (
    <Layout className="console-shell">
      <Layout.Sider width={220} className="console-sider">
        <div className="console-brand">
          <div className="console-brand-title">{t('common:consoleName')}</div>
          <div className="console-brand-sub">{t(`common:audience.${session.audience}`)}</div>
        </div>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={[selectedKey(pathname, pages)]}
          items={menuItems(pages, t)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="console-header">
          <div className="console-header-shop">
            {session.site_name || t(`common:audience.${session.audience}`)}
          </div>
          <div className="console-header-tools">
            <LanguageSwitch />
            <UserMenu session={session} />
          </div>
        </Layout.Header>
        <Layout.Content className="console-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

/** Admin layout: a dark side menu of the role's pages, a header with shop, language and account. */
export function ConsoleLayout() {
  const session = useSession();
  // Without a session the page frame sends the user to login: no menu to show meanwhile.
  return session ? <Shell session={session} /> : <Outlet />;
}
