import crypto from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchantAccount, merchantSession, shop } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { passwordMatches } from '../account/index.ts';
import {
  assertNotThrottled,
  clearFailures,
  LOGIN_IP_RULE,
  recordFailure,
  type ThrottleRule,
} from '../../platform/auth/throttle.ts';

/** Merchant names are guessed apart from members': 5 wrong passwords lock a merchant name for 15 minutes. */
const MERCHANT_ACCOUNT_RULE: ThrottleRule = { scope: 'merchant_login', max: 5, windowSeconds: 15 * 60 };

const SESSION_SECONDS = 12 * 3600;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export interface MerchantIdentity {
  merchantId: number;
  siteId: number;
}

/** Checks the password (argon2id; unknown names take as long) and opens a merchant session. */
export async function merchantLogin(db: Db, username: string, password: string, ip: string) {
  await assertNotThrottled(db, MERCHANT_ACCOUNT_RULE, username);
  await assertNotThrottled(db, LOGIN_IP_RULE, ip);
  const [account] = await db
    .select({
      merchantId: merchantAccount.merchantId,
      siteId: merchantAccount.siteId,
      password: merchantAccount.password,
      siteName: shop.siteName,
    })
    .from(merchantAccount)
    .innerJoin(shop, eq(shop.siteId, merchantAccount.siteId))
    .where(and(eq(merchantAccount.username, username), eq(merchantAccount.status, 1)))
    .limit(1);
  if (!(await passwordMatches(account?.password, password)) || !account) {
    await recordFailure(db, MERCHANT_ACCOUNT_RULE, username);
    await recordFailure(db, LOGIN_IP_RULE, ip);
    throw new AppError('FAIL', 'MERCHANT_LOGIN_FAILED');
  }
  await clearFailures(db, MERCHANT_ACCOUNT_RULE, username);
  const token = crypto.randomBytes(32).toString('base64url');
  const now = nowSeconds();
  await db.insert(merchantSession).values({
    tokenHash: hashToken(token),
    merchantId: account.merchantId,
    siteId: account.siteId,
    createTime: now,
    expireTime: now + SESSION_SECONDS,
  });
  return { token, expire_time: now + SESSION_SECONDS, site_id: account.siteId, site_name: account.siteName };
}

/** The merchant behind a token; a member's token or a dead one answers TOKEN_ERROR. */
export async function requireMerchant(db: Db, token: string | undefined): Promise<MerchantIdentity> {
  if (!token || token.length < 20 || token.length > 100) throw new AppError('TOKEN_ERROR', 'TOKEN_ERROR');
  const [row] = await db
    .select({ merchantId: merchantSession.merchantId, siteId: merchantSession.siteId })
    .from(merchantSession)
    .innerJoin(merchantAccount, eq(merchantAccount.merchantId, merchantSession.merchantId))
    .where(
      and(
        eq(merchantSession.tokenHash, hashToken(token)),
        eq(merchantSession.revokeTime, 0),
        gt(merchantSession.expireTime, nowSeconds()),
        eq(merchantAccount.status, 1),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('TOKEN_ERROR', 'TOKEN_ERROR');
  return row;
}
