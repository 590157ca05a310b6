import type { chat } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import type { OperatorContext } from '../../platform/context.ts';
import { SERVICER_CONFIG, servicerSetting, upsertPlatformConfig } from '../site/index.ts';

/*
 * The platform's customer-service setting (SERVICER_ROOT_CONFIG, which /api/config/servicer answers): whether the
 * storefront offers the built-in chat, a third party's service link or nothing, and the chat clients' heartbeat.
 * Read at every /api/config/servicer, so a save shows on the next page load.
 */

export async function serviceSettings(db: Db): Promise<chat.ServiceSettings> {
  const { type, third, ping_interval } = await servicerSetting(db);
  return { type, third, ping_interval };
}

export async function saveServiceSettings(
  db: Db,
  ctx: OperatorContext,
  input: chat.ServiceSettings,
): Promise<chat.ServiceSettings> {
  await db.transaction(async (tx) => {
    const before = await servicerSetting(tx);
    await upsertPlatformConfig(tx, SERVICER_CONFIG, { ...before, ...input });
    await ctx.audit(tx, { target: 'servicer_settings', targetId: 0, before, after: input });
  });
  return serviceSettings(db);
}
