import { RightOutlined } from '@ant-design/icons';
import type { site } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryHref, type CategoryNode } from '../../../../lib/category-links.ts';
import { SafeImage } from '../../../../components/safe-image.tsx';
import '../../../../styles/chrome-base.css';
// The flyout opens inside the panel: its link hover must come after the panel's, which has the same specificity.
import './category-panel.css';
import './category-flyout.css';

interface FlyoutProps {
  node: CategoryNode;
  config: site.CategoryConfig;
  onNavigate?: () => void;
}

function Tile({
  leaf,
  withImage,
  onNavigate,
}: {
  leaf: CategoryNode;
  withImage: boolean;
  onNavigate?: () => void;
}) {
  return (
    <Link to={categoryHref(leaf, 3)} className="mc-cat-tile" onClick={onNavigate}>
      {withImage ? <SafeImage src={leaf.image} kind="category" alt="" width={56} height={56} /> : null}
      <span>{leaf.category_name}</span>
    </Link>
  );
}

/** Style 1: each level-2 group as a title and a line of level-3 text links. */
function TextGroups({ node, onNavigate }: { node: CategoryNode; onNavigate?: () => void }) {
  return (
    <div className="mc-cat-text-groups">
      {node.child_list.map((group) => (
        <dl key={group.category_id} className="mc-cat-text-group">
          <dt>
            <Link to={categoryHref(group, 2)} onClick={onNavigate} title={group.category_name}>
              {group.category_name}
              <RightOutlined className="mc-caret" />
            </Link>
          </dt>
          <dd>
            {group.child_list.map((leaf) => (
              <Link key={leaf.category_id} to={categoryHref(leaf, 3)} onClick={onNavigate}>
                {leaf.category_name}
              </Link>
            ))}
          </dd>
        </dl>
      ))}
    </div>
  );
}

/** Styles 2 and 3: each level-2 title over a grid of level-3 tiles (pictures when img is 1). */
function TileGroups({
  node,
  withImage,
  onNavigate,
}: {
  node: CategoryNode;
  withImage: boolean;
  onNavigate?: () => void;
}) {
  return (
    <div className="mc-cat-tile-groups">
      {node.child_list.map((group) => (
        <section key={group.category_id} className="mc-cat-tile-group">
          <h4>
            <Link to={categoryHref(group, 2)} onClick={onNavigate}>
              {group.category_name}
              <RightOutlined className="mc-caret" />
            </Link>
          </h4>
          <div className={withImage ? 'mc-cat-tiles with-image' : 'mc-cat-tiles'}>
            {group.child_list.map((leaf) => (
              <Tile key={leaf.category_id} leaf={leaf} withImage={withImage} onNavigate={onNavigate} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

/** The panel that opens to the right of a level-1 row with all its level-2 and level-3 categories. */
export function CategoryFlyout({ node, config, onNavigate }: FlyoutProps) {
  const { t } = useTranslation('chrome');
  const withImage = config.img === 1;
  const sideImage = config.category === 3 ? node.image_adv || node.image : '';
  return (
    <div className={`mc-cat-flyout style-${config.category}`} data-testid="category-flyout">
      <div className="mc-cat-flyout-main">
        <Link to={categoryHref(node, 1)} className="mc-cat-flyout-head" onClick={onNavigate}>
          {t('category.viewAll', { name: node.category_name })}
          <RightOutlined className="mc-caret" />
        </Link>
        {config.category === 1 ? (
          <TextGroups node={node} onNavigate={onNavigate} />
        ) : (
          <TileGroups node={node} withImage={withImage} onNavigate={onNavigate} />
        )}
      </div>
      {config.category === 3 ? (
        <Link to={categoryHref(node, 1)} className="mc-cat-side" onClick={onNavigate}>
          <SafeImage src={sideImage} kind="category" alt={node.category_name} width={200} height={420} />
        </Link>
      ) : null}
    </div>
  );
}
