import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategoryConfig, useCategoryTree } from '../../../lib/site-data.ts';
import { categoryHref } from '../../../lib/category-links.ts';
import { SafeImage } from '../../../components/safe-image.tsx';
import type { CategoryNode } from '../api/catalog-types.ts';
import './category-page.css';
import { EmptyNote, ShimmerLines } from '../../../components/states/placeholders.tsx';

function Leaf({ leaf, withImage }: { leaf: CategoryNode; withImage: boolean }) {
  return (
    <li>
      <Link to={categoryHref(leaf, 3)} className={withImage ? 'cat-leaf with-image' : 'cat-leaf'}>
        {withImage ? <SafeImage src={leaf.image} alt="" kind="category" width={64} height={64} /> : null}
        <span>{leaf.category_name}</span>
      </Link>
    </li>
  );
}

function TopSection({ node, withImage }: { node: CategoryNode; withImage: boolean }) {
  const { t } = useTranslation('catalog');
  return (
    <section
      className="cat-section"
      id={`cat-${node.category_id}`}
      aria-labelledby={`cat-h-${node.category_id}`}
    >
      <header className="cat-section__head">
        {withImage ? <SafeImage src={node.image} alt="" kind="category" width={28} height={28} /> : null}
        <h2 id={`cat-h-${node.category_id}`}>{node.category_name}</h2>
        <Link to={categoryHref(node, 1)} className="cat-section__all">
          {t('category.viewAll')} <RightOutlined />
        </Link>
      </header>
      <div className="cat-groups">
        {node.child_list.map((group) => (
          <div key={group.category_id} className="cat-group">
            <Link to={categoryHref(group, 2)} className="cat-group__title" title={group.category_name}>
              {group.category_name} <RightOutlined />
            </Link>
            <ul className={withImage ? 'cat-leaves with-image' : 'cat-leaves'}>
              {group.child_list.map((leaf) => (
                <Leaf key={leaf.category_id} leaf={leaf} withImage={withImage} />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

/** /category: the whole three-level tree, pictures shown when the platform's category config says img 1. */
export function Page() {
  const { t } = useTranslation('catalog');
  const { data: tree, isLoading } = useCategoryTree();
  const { data: config } = useCategoryConfig();
  const withImage = config?.img === 1;
  if (isLoading)
    return (
      <div className="page-card">
        <ShimmerLines rows={12} />
      </div>
    );
  if (!tree?.length)
    return (
      <div className="page-card">
        <EmptyNote description={t('category.empty')} />
      </div>
    );
  return (
    <div className="cat-page">
      <nav className="cat-anchors" aria-label={t('category.title')}>
        {tree.map((node) => (
          <a key={node.category_id} href={`#cat-${node.category_id}`}>
            {node.short_name || node.category_name}
          </a>
        ))}
      </nav>
      <div className="cat-sections">
        {tree.map((node) => (
          <TopSection key={node.category_id} node={node} withImage={withImage} />
        ))}
      </div>
    </div>
  );
}
