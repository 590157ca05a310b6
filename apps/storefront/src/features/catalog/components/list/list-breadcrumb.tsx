import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategoryTree } from '../../../../lib/site-data.ts';
import { categoryHref } from '../../../../lib/category-links.ts';
import { categoryPath } from './category-path.ts';
import type { ListParams } from './list-params.ts';
import { Crumbs as Breadcrumb } from '../../../../components/crumbs.tsx';

/** Home › category path (each level links to its list) › the searched keyword. */
export function ListBreadcrumb({ params }: { params: ListParams }) {
  const { t } = useTranslation('catalog');
  const { data: tree } = useCategoryTree();
  const path = categoryPath(tree ?? [], params.categoryId);
  const items = [
    { key: 'home', title: <Link to="/index">{t('list.home')}</Link> },
    ...(params.categoryId
      ? []
      : [{ key: 'all', title: <Link to="/category">{t('list.allCategories')}</Link> }]),
    ...path.map((node, i) => ({
      key: `c${node.category_id}`,
      title:
        i === path.length - 1 && !params.keyword ? (
          node.category_name
        ) : (
          <Link to={categoryHref(node)}>{node.category_name}</Link>
        ),
    })),
    ...(params.keyword
      ? [{ key: 'kw', title: <strong>{t('common:quoted', { text: params.keyword })}</strong> }]
      : []),
  ];
  return <Breadcrumb className="list-breadcrumb" items={items} />;
}
