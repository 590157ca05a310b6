import { toPaged, type operator, type Paged } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { selectAuditPage } from '../../platform/audit/audit-log.ts';

/** The audit log for the operator: every console write, newest first. */
export async function listAudit(db: Db, input: operator.AuditListInput): Promise<Paged<operator.AuditEntry>> {
  const { rows, count } = await selectAuditPage(db, {
    audience: input.audience,
    siteId: input.site_id,
    call: input.call,
    targetId: input.target_id,
    from: input.start_time,
    to: input.end_time,
    page: input.page,
    pageSize: input.page_size,
  });
  const list = rows.map((r) => ({
    id: r.id,
    audience: r.audience,
    account_id: r.accountId,
    actor_name: r.actorName,
    site_id: r.siteId,
    call: r.call,
    target_type: r.targetType,
    target_id: r.targetId,
    before: r.before,
    after: r.after,
    ip: r.ip,
    create_time: r.createTime,
  }));
  return toPaged(list, count, input.page_size);
}
