import type { catalog } from '@mall/contracts';

export type CategoryNode = catalog.CategoryNode;

/** Goods list of a category at its level (spec: /list?category_id={id}&level={1|2|3}). */
export const categoryHref = (node: Pick<CategoryNode, 'category_id' | 'level'>, level = node.level) =>
  `/list?category_id=${node.category_id}&level=${level}`;

/** The label shoppers see in the panel: the short name when the platform set one. */
export const panelName = (node: CategoryNode) => node.short_name || node.category_name;
