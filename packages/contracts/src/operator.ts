import { z } from './zod.ts';
import { CONSOLE_AUDIENCES } from './console-roles.ts';
import { INT4_MAX, intInput } from './input.ts';
import { pagingSchema } from './paging.ts';
import { unixSecondsSchema } from './request.ts';
import { optionalInput } from './wire.ts';

/** The platform operator's console calls (`/operator/api/…`). */

/** The audit log, newest first: by audience, shop, call (part of its path), target id and time range. */
export const auditListRequest = pagingSchema.extend({
  audience: optionalInput(z.enum(CONSOLE_AUDIENCES)),
  site_id: optionalInput(intInput(0, INT4_MAX)),
  call: optionalInput(
    z
      .string()
      .trim()
      .regex(/^[a-z/_]{1,80}$/),
  ),
  target_id: optionalInput(z.string().trim().min(1).max(40)),
  start_time: optionalInput(unixSecondsSchema),
  end_time: optionalInput(unixSecondsSchema),
});
export type AuditListInput = z.infer<typeof auditListRequest>;

/** One console write: who (audience, account, name, shop), the call, its target, before and after, when. */
export interface AuditEntry {
  id: number;
  audience: string;
  account_id: number;
  actor_name: string;
  site_id: number;
  call: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  ip: string;
  create_time: number;
}

// The operator's other calls, one file per area; all under the `operator` namespace.
export * from './operator-settings.ts';
export * from './operator-members.ts';
export * from './operator-shops.ts';
export * from './operator-cms.ts';
export * from './operator-coupon.ts';
export * from './operator-catalog.ts';
