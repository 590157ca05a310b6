import type { Tx } from '../../platform/jobs/job-runner.ts';
import { hashPassword } from '../../modules/account/index.ts';
import { expressCompany, merchantAccount, shop } from '../schema/index.ts';

/** Every demo shop gets a merchant login `shop<site_id>` with this password (README "Demo accounts"). */
export const DEMO_MERCHANT_PASSWORD = 'Shop@12345';
export const demoMerchantUsername = (siteId: number) => `shop${siteId}`;

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

/** Merchant accounts (argon2id, a salt each) and the express companies. */
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
  if (rows.length > 0) await tx.insert(merchantAccount).values(rows);
  await tx
    .insert(expressCompany)
    .values(EXPRESS_COMPANIES.map((companyName, i) => ({ companyName, sort: i })));
}
