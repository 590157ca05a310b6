import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { ConsoleRole } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { expressCompany, merchantAccount, shop, website } from '../../db/schema/index.ts';
import type { ConsoleHolder } from '../../platform/auth/console-sessions.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';

/** The shop roles of each audience whose accounts live here. */
export const MERCHANT_ROLES: ConsoleRole[] = ['shop_owner', 'shop_staff'];
export const AGENT_ROLES: ConsoleRole[] = ['shop_agent'];

/** Console sessions of shop accounts: enabled accounts of the audience's roles (see console-sessions.ts). */
export const shopHolder = (roles: ConsoleRole[]): ConsoleHolder => ({
  table: merchantAccount,
  id: merchantAccount.merchantId,
  name: merchantAccount.username,
  role: merchantAccount.role,
  siteId: merchantAccount.siteId,
  mayAct: and(eq(merchantAccount.status, 1), inArray(merchantAccount.role, roles))!,
});

/**
 * An enabled account of these roles by its login name, with its shop's name. Site 0 is the platform: only its
 * customer-service agents (who answer the storefront's own customer service) have accounts there, named after
 * the mall.
 */
export async function selectActiveAccount(db: Db, username: string, roles: ConsoleRole[]) {
  const [account] = await db
    .select({
      merchantId: merchantAccount.merchantId,
      siteId: merchantAccount.siteId,
      username: merchantAccount.username,
      password: merchantAccount.password,
      role: merchantAccount.role,
      siteName: sql<string>`coalesce(${shop.siteName}, ${website.title}, '')`,
    })
    .from(merchantAccount)
    .leftJoin(shop, eq(shop.siteId, merchantAccount.siteId))
    .leftJoin(website, and(eq(merchantAccount.siteId, 0), eq(website.websiteId, 0)))
    .where(
      and(
        eq(merchantAccount.username, username),
        eq(merchantAccount.status, 1),
        inArray(merchantAccount.role, roles),
        or(
          isNotNull(shop.siteId),
          and(eq(merchantAccount.siteId, 0), eq(merchantAccount.role, 'shop_agent')),
        ),
      ),
    )
    .limit(1);
  return account;
}

/** A shop's name; the platform's (site 0) is the mall's. */
export async function selectShopName(db: Db, siteId: number): Promise<string> {
  if (siteId === 0) {
    const [site] = await db.select({ name: website.title }).from(website).where(eq(website.websiteId, 0));
    return site?.name ?? '';
  }
  const [row] = await db.select({ name: shop.siteName }).from(shop).where(eq(shop.siteId, siteId));
  return row?.name ?? '';
}

export function selectExpressCompanies(db: Db) {
  return db.select().from(expressCompany).orderBy(expressCompany.sort, expressCompany.companyId);
}

export async function selectExpressCompany(db: Db | Tx, companyId: number) {
  const [company] = await db.select().from(expressCompany).where(eq(expressCompany.companyId, companyId));
  return company;
}
