export { merchantRoutes } from './merchant.routes.ts';
// For settle-in (flows/settle): the owner login of a newly opened shop.
export { createOwnerAccount, drawOwnerPassword } from './merchant-owner.ts';
