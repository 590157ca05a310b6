import { CATEGORY_SUB_ITEMS } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../../../components/route-link.tsx';
import { useCategoryConfig, useCategoryTree } from '../../../../lib/site-data.ts';
import { CategoryFlyout } from './category-flyout.tsx';
import { categoryHref, panelName } from '../../../../lib/category-links.ts';
import { SafeImage } from '../../../../components/safe-image.tsx';
import './category-panel.css';

/**
 * The panel's size. On the home page it stays open just below the navigation bar, over the left part of the
 * home page's first CATEGORY_PANEL_HEIGHT pixels; the home page lays its carousel to the right of it.
 */
export const CATEGORY_PANEL_WIDTH = 220;
export const CATEGORY_PANEL_HEIGHT = 460;

const DEFAULT_CONFIG = { category: 1, img: 0 } as const;
const PANEL_PADDING_PX = 8;

/** The vertical list of level-1 categories with a flyout of the rest for the row under the pointer. */
export function CategoryPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('chrome');
  const { data: tree } = useCategoryTree();
  const { data: config = DEFAULT_CONFIG } = useCategoryConfig();
  const [active, setActive] = useState<number | null>(null);
  const rows = tree ?? [];
  const rowHeight = Math.max(
    28,
    Math.min(44, Math.floor((CATEGORY_PANEL_HEIGHT - PANEL_PADDING_PX * 2) / Math.max(rows.length, 1))),
  );
  const activeNode = active === null ? undefined : rows[active];
  return (
    <div
      className="mc-cat-panel"
      data-testid="category-panel"
      style={{ width: CATEGORY_PANEL_WIDTH, height: CATEGORY_PANEL_HEIGHT }}
      onMouseLeave={() => setActive(null)}
    >
      <ul
        className="mc-cat-list"
        aria-label={t('category.label')}
        style={{ padding: `${PANEL_PADDING_PX}px 0` }}
      >
        {rows.map((node, i) => (
          <li
            key={node.category_id}
            className={active === i ? 'mc-cat-row active' : 'mc-cat-row'}
            style={{ height: rowHeight }}
            onMouseEnter={() => setActive(i)}
            onFocus={() => setActive(i)}
          >
            {config.img === 1 ? (
              <SafeImage
                src={node.image}
                kind="category"
                alt=""
                width={18}
                height={18}
                className="mc-cat-icon"
              />
            ) : null}
            <RouteLink
              to={categoryHref(node, 1)}
              className="mc-cat-name"
              title={panelName(node)}
              onClick={onNavigate}
            >
              {panelName(node)}
            </RouteLink>
            <span className="mc-cat-subs">
              {node.child_list.slice(0, CATEGORY_SUB_ITEMS).map((sub) => (
                <RouteLink key={sub.category_id} to={categoryHref(sub, 2)} onClick={onNavigate}>
                  {sub.short_name || sub.category_name}
                </RouteLink>
              ))}
            </span>
          </li>
        ))}
      </ul>
      {activeNode ? <CategoryFlyout node={activeNode} config={config} onNavigate={onNavigate} /> : null}
    </div>
  );
}
