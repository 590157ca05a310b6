/** Order constants the storefront reads at run time; no schema here, so reading them brings no zod along. */

/** The member's order list tabs after 'all', in the order they show. */
export const ORDER_TABS = ['waitpay', 'waitsend', 'waitconfirm', 'waitrate'] as const;
