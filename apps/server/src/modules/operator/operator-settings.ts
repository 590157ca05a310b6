import { account, operator } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { changeCachedData } from '../../platform/cache/cache-generation.ts';
import type { OperatorContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { registerConfig } from '../account/index.ts';
import {
  currentOrderSettings,
  currentRefundTimes,
  ORDER_TIMERS_CONFIG,
  REFUND_TIMES_CONFIG,
} from '../order/index.ts';
import { lockMainWebsite, selectWebsite, updateMainWebsite, upsertPlatformConfig } from '../site/index.ts';

/*
 * The site settings form: the main website row (site module), REGISTER_CONFIG (read by the register calls),
 * the order timers (read by the order module at each use) and the refund limits. One save, one transaction,
 * one audit row; the read caches of every process drop their copies (website/info shows the change at once).
 */

const REGISTER_KINDS = new Set<string>(operator.REGISTER_KINDS);
const DAY = 86_400;

export async function siteSettings(db: Db): Promise<operator.SiteSettings> {
  const site = await selectWebsite(db, 0);
  if (!site) throw notFound();
  const reg = await registerConfig(db);
  const timers = await currentOrderSettings(db);
  const refund = await currentRefundTimes(db);
  return {
    site_name: site.title,
    logo: site.logo,
    web_status: site.webStatus as 0 | 1,
    close_reason: site.closeReason,
    register: reg.register
      .split(',')
      .map((s) => s.trim())
      .filter((s): s is operator.SiteSettings['register'][number] => REGISTER_KINDS.has(s)),
    pwd_len: reg.pwd_len,
    pwd_complexity: account.parseComplexity(reg.pwd_complexity),
    auto_close_minutes: Math.round(timers.autoCloseSeconds / 60),
    auto_receive_days: Math.round(timers.autoReceiveSeconds / DAY),
    auto_complete_days: Math.round(timers.autoCompleteSeconds / DAY),
    ...refund,
  };
}

export async function saveSiteSettings(
  db: Db,
  ctx: OperatorContext,
  input: operator.SiteSettingsInput,
): Promise<operator.SiteSettings> {
  const before = await siteSettings(db);
  const reg = await registerConfig(db);
  await changeCachedData(db, async (tx) => {
    if (!(await lockMainWebsite(tx))) throw notFound();
    await updateMainWebsite(tx, {
      title: input.site_name,
      logo: input.logo,
      webStatus: input.web_status,
      closeReason: input.close_reason,
    });
    await upsertPlatformConfig(tx, 'REGISTER_CONFIG', {
      ...reg,
      register: input.register.join(','),
      pwd_len: input.pwd_len,
      pwd_complexity: input.pwd_complexity.join(','),
    });
    const { auto_close_minutes, auto_receive_days, auto_complete_days } = input;
    await upsertPlatformConfig(tx, ORDER_TIMERS_CONFIG, {
      auto_close_minutes,
      auto_receive_days,
      auto_complete_days,
    });
    const { refund_apply_days, refund_auto_agree_days, refund_auto_receive_days, refund_auto_cancel_days } =
      input;
    await upsertPlatformConfig(tx, REFUND_TIMES_CONFIG, {
      refund_apply_days,
      refund_auto_agree_days,
      refund_auto_receive_days,
      refund_auto_cancel_days,
    });
    await ctx.audit(tx, { target: 'site_settings', targetId: 0, before, after: input });
  });
  return siteSettings(db);
}
