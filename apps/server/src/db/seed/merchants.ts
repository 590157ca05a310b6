import { count } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/database.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { expressCompany, merchantAccount, operatorAccount, shop } from '../schema/index.ts';

/** Every demo shop gets a merchant login `shop<site_id>` with this password (README "Demo accounts"). */
export const DEMO_MERCHANT_PASSWORD = 'Shop@12345';
export const demoMerchantUsername = (siteId: number) => `shop${siteId}`;
/**
 * The self-operated shop (1) also has a staff account and a customer-service agent, and the platform (site 0) an
 * agent of its own who answers the storefront's header and side-bar customer service (README).
 */
export const DEMO_SHOP_ACCOUNTS = [
  { username: 'staff1', password: 'Staff@12345', role: 'shop_staff', siteId: 1 },
  { username: 'agent1', password: 'Agent@12345', role: 'shop_agent', siteId: 1 },
  { username: 'agent0', password: 'Agent@12345', role: 'shop_agent', siteId: 0 },
] as const;
/** The platform operator's console login (README). */
export const DEMO_OPERATOR = { username: 'admin', password: 'Admin@12345' } as const;

/** The platform's express company list a merchant chooses from when shipping. */
const EXPRESS_COMPANIES = [
  'SF Express',
  'JD Logistics',
  'ZTO Express',
  'YTO Express',
  'EMS',
  'DHL',
  'FedEx',
  'UPS',
];

/** Shop console accounts (argon2id, a salt each: every shop's owner, shop 1's staff and agent) and the express companies. */
export async function seedMerchants(tx: Tx): Promise<void> {
  const shops = await tx.select({ siteId: shop.siteId }).from(shop).orderBy(shop.siteId);
  const now = Math.floor(Date.now() / 1000);
  const rows = [];
  for (const s of shops) {
    rows.push({
      siteId: s.siteId,
      username: demoMerchantUsername(s.siteId),
      password: await hashPassword(DEMO_MERCHANT_PASSWORD),
      createTime: now,
    });
  }
  if (rows.length > 0) {
    for (const a of DEMO_SHOP_ACCOUNTS) {
      rows.push({
        siteId: a.siteId,
        username: a.username,
        password: await hashPassword(a.password),
        role: a.role,
        createTime: now,
      });
    }
    await tx.insert(merchantAccount).values(rows);
  }

  await tx
    .insert(expressCompany)
    .values(EXPRESS_COMPANIES.map((companyName, i) => ({ companyName, sort: i })));
}

/**
 * The demo operator `admin`, made when no operator account exists yet: on the first start, and on a demo
 * database created before the consoles existed (its seed ran without one).
 */
export async function ensureDemoOperator(db: Db): Promise<void> {
  const [row] = await db.select({ n: count() }).from(operatorAccount);
  if ((row?.n ?? 0) > 0) return;
  const password = await hashPassword(DEMO_OPERATOR.password);
  await db
    .insert(operatorAccount)
    .values({ username: DEMO_OPERATOR.username, password, createTime: Math.floor(Date.now() / 1000) })
    .onConflictDoNothing();
}
