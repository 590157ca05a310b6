import type { TagColour } from '../../../components/tag.tsx';

/**
 * Tag colours of the withdrawal statuses of facts §4.2: 0 pending audit, 1 to transfer, 2 transferred, -1 refused.
 * A module of its own so the detail page does not load the records page (its table and pager) for them.
 */
export const STATUS_COLOUR: Record<number, TagColour> = {
  0: 'blue',
  1: 'gold',
  2: 'green',
  [-1]: 'red',
};
