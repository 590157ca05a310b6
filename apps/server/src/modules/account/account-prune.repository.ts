import { and, inArray, lt } from 'drizzle-orm';
import { captcha, verifyCode } from '../../db/schema/index.ts';
import type { PruneTask } from '../../platform/jobs/housekeeping.ts';

/** Sent codes count towards the per-target and per-network send limits (an hour): kept a day, then dropped. */
const CODE_RETENTION_SECONDS = 86_400;

const pruneCaptchas: PruneTask = {
  table: 'captcha',
  prune: async (tx, now, limit) => {
    const ids = tx
      .select({ id: captcha.captchaId })
      .from(captcha)
      .where(lt(captcha.expireTime, now))
      .limit(limit);
    const rows = await tx
      .delete(captcha)
      .where(inArray(captcha.captchaId, ids))
      .returning({ id: captcha.captchaId });
    return rows.length;
  },
};

const pruneCodes: PruneTask = {
  table: 'verify_code',
  prune: async (tx, now, limit) => {
    const old = and(lt(verifyCode.expireTime, now), lt(verifyCode.createTime, now - CODE_RETENTION_SECONDS));
    const ids = tx.select({ id: verifyCode.id }).from(verifyCode).where(old).limit(limit);
    const rows = await tx
      .delete(verifyCode)
      .where(inArray(verifyCode.id, ids))
      .returning({ id: verifyCode.id });
    return rows.length;
  },
};

/** Expired captchas and old verification codes, for the housekeeping job. */
export const accountPruneTasks: PruneTask[] = [pruneCaptchas, pruneCodes];
