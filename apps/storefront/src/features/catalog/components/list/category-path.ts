import type { CategoryNode } from '../../api/catalog-types.ts';

/** The chain of categories from level 1 down to the one with this id, or [] when it is not in the tree. */
export function categoryPath(tree: CategoryNode[], id: number | undefined): CategoryNode[] {
  if (!id) return [];
  for (const node of tree) {
    if (node.category_id === id) return [node];
    const below = categoryPath(node.child_list, id);
    if (below.length) return [node, ...below];
  }
  return [];
}
