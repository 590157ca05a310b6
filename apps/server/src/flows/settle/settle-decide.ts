import type { settle } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import type { OperatorContext } from '../../platform/context.ts';
import { createOwnerAccount, drawOwnerPassword } from '../../modules/merchant/index.ts';
import { approveApply, lockForDecision, refuseApply } from '../../modules/shop/index.ts';

/*
 * The operator's decision on a settle-in application, in one transaction with its audit row: approving opens
 * the shop (modules/shop) and its owner login `shop<site_id>` (modules/merchant); refusing keeps the reason for
 * the applicant. The application row is locked, so two operators deciding at once decide it once.
 */

export function approve(
  db: Db,
  ctx: OperatorContext,
  input: { apply_id: number; password?: string },
): Promise<settle.ApplyApproved> {
  const password = input.password ?? drawOwnerPassword();
  return db.transaction(async (tx) => {
    const before = await lockForDecision(tx, input.apply_id);
    const after = await approveApply(tx, before);
    const username = await createOwnerAccount(tx, after.site_id, password);
    await ctx.audit(tx, {
      target: 'shop_apply',
      targetId: before.applyId,
      before: { apply_status: before.applyStatus },
      after: { apply_status: after.apply_status, site_id: after.site_id, owner: username },
    });
    return { apply_id: after.apply_id, site_id: after.site_id, username, password };
  });
}

export function refuse(
  db: Db,
  ctx: OperatorContext,
  input: { apply_id: number; reason: string },
): Promise<settle.ShopApply> {
  return db.transaction(async (tx) => {
    const before = await lockForDecision(tx, input.apply_id);
    const after = await refuseApply(tx, before, input.reason);
    await ctx.audit(tx, {
      target: 'shop_apply',
      targetId: before.applyId,
      before: { apply_status: before.applyStatus },
      after: { apply_status: after.apply_status, refuse_reason: after.refuse_reason },
    });
    return after;
  });
}
