import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './crumbs.css';

interface Crumb {
  key?: string | number;
  title: ReactNode;
}

/**
 * A breadcrumb trail in antd's look, with antd's `items` shape. antd's Breadcrumb brings its dropdown menu
 * engine along (rc-menu, the popup engine): a tenth of the goods page's JavaScript for a line of links.
 */
export function Crumbs({ items, className = '' }: { items: Crumb[]; className?: string }) {
  const { t } = useTranslation();
  return (
    <nav className={`crumbs ${className}`} aria-label={t('breadcrumb')}>
      <ol>
        {items.map((c, i) => (
          <Fragment key={c.key ?? i}>
            {i > 0 ? (
              <li className="crumbs__sep" aria-hidden>
                /
              </li>
            ) : null}
            <li className="crumbs__item" aria-current={i === items.length - 1 ? 'page' : undefined}>
              {c.title}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
