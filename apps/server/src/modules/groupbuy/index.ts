// Group buys (facts §5.2): the storefront's and the merchant console's calls, the checkout's terms, the status job.
export { groupbuyRoutes } from './groupbuy.routes.ts';
export { groupbuyTerms, holdGroupbuyForOrder, type GroupbuyTerms } from './groupbuy-checkout.ts';
export { requirePlugin as requireGroupbuyPlugin } from './groupbuy.service.ts';
export { groupbuyStatusJob, GROUPBUY_STATUS_JOB } from './groupbuy-status.ts';
