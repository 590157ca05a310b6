import { DownOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useShopCategories, type ShopCategory } from '../api/shop-queries.ts';
import { shopHomePath, shopListPath } from '../use-shop-id.ts';
import './shop-nav.css';

/** Top categories shown in the bar; the rest open from a last 'more' item so the bar stays one line. */
const MAX_TOP_CATEGORIES = 5;

/** Query strings matter here (every category is the same list path), so the whole address is compared. */
function NavItemLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const active = `${pathname}${search}` === to;
  return (
    <Link
      to={to}
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ')}
      aria-current={active ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}

interface ShopNavProps {
  siteId: number;
  layout: 'shop' | 'singleShop';
}

function CategoryItem({ node, siteId, layout }: { node: ShopCategory } & ShopNavProps) {
  const children = node.child_list ?? [];
  const to = (c: ShopCategory) => shopListPath(siteId, layout, { id: c.category_id, level: c.level });
  return (
    <li className="shop-nav__item">
      <NavItemLink to={to(node)} className="shop-nav__link">
        {node.category_name}
        {children.length ? <DownOutlined className="shop-nav__caret" /> : null}
      </NavItemLink>
      {children.length ? (
        <ul className="shop-nav__drop">
          {children.map((c) => (
            <li key={c.category_id}>
              <NavItemLink to={to(c)}>{c.category_name}</NavItemLink>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The shop's own navigation: its home, all its goods, and its goods categories (children on hover). */
export function ShopNav({ siteId, layout }: ShopNavProps) {
  const { t } = useTranslation('shop');
  const { data } = useShopCategories(siteId);
  const top = (data ?? []).slice(0, MAX_TOP_CATEGORIES);
  const rest = (data ?? []).slice(MAX_TOP_CATEGORIES);
  return (
    <nav className="shop-nav" aria-label={t('nav.label')} data-testid="shop-nav">
      <ul className="content-width shop-nav__inner">
        <li className="shop-nav__item">
          <NavItemLink to={shopHomePath(siteId, layout)} className="shop-nav__link">
            {t('nav.home')}
          </NavItemLink>
        </li>
        <li className="shop-nav__item">
          <NavItemLink to={shopListPath(siteId, layout)} className="shop-nav__link">
            {t('nav.all')}
          </NavItemLink>
        </li>
        {top.map((node) => (
          <CategoryItem key={node.category_id} node={node} siteId={siteId} layout={layout} />
        ))}
        {rest.length ? (
          <li className="shop-nav__item">
            <span className="shop-nav__link" tabIndex={0}>
              {t('nav.more')} <DownOutlined className="shop-nav__caret" />
            </span>
            <ul className="shop-nav__drop">
              {rest.map((c) => (
                <li key={c.category_id}>
                  <NavItemLink to={shopListPath(siteId, layout, { id: c.category_id, level: c.level })}>
                    {c.category_name}
                  </NavItemLink>
                </li>
              ))}
            </ul>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
