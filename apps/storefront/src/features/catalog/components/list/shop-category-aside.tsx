import { useTranslation } from 'react-i18next';
import type { ShopCategoryNode } from '../../api/catalog-types.ts';

interface Props {
  tree: ShopCategoryNode[];
  selected?: number;
  onPick: (id: number | undefined) => void;
}

/** The shop's own goods categories (two levels) on the left of its goods list. */
export function ShopCategoryAside({ tree, selected, onPick }: Props) {
  const { t } = useTranslation('catalog');
  const item = (node: ShopCategoryNode, child = false) => (
    <button
      type="button"
      className={`shop-cats__item${child ? ' child' : ''}${selected === node.category_id ? ' active' : ''}`}
      aria-pressed={selected === node.category_id}
      onClick={() => onPick(node.category_id)}
    >
      {node.category_name}
    </button>
  );
  return (
    <aside className="shop-cats" aria-label={t('shopList.categories')}>
      <h3 className="shop-cats__title">{t('shopList.categories')}</h3>
      <button
        type="button"
        className={selected ? 'shop-cats__item' : 'shop-cats__item active'}
        aria-pressed={!selected}
        onClick={() => onPick(undefined)}
      >
        {t('shopList.allGoods')}
      </button>
      {tree.map((node) => (
        <div key={node.category_id}>
          {item(node)}
          {node.child_list.map((c) => (
            <div key={c.category_id}>{item(c, true)}</div>
          ))}
        </div>
      ))}
    </aside>
  );
}
