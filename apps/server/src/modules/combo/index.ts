// Combo packages (facts §5.3): the storefront's and the merchant console's calls, the checkout's terms.
export { comboRoutes } from './combo.routes.ts';
export { comboTerms, type ComboTerms } from './combo-checkout.ts';
export { requirePlugin as requireComboPlugin } from './combo.service.ts';
