import { settle, toPaged, type Paged } from '@mall/contracts';
import sharp from 'sharp';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import type { Tx } from '../../../platform/jobs/job-runner.ts';
import { saveUpload } from '../../../platform/uploads.ts';
import * as repo from './apply.repository.ts';

/*
 * Settle-in from the storefront: a member applies once at a time (a waiting or approved application blocks a
 * second, decided by the insert), sees its status, and the operator decides (flows/settle creates the shop and
 * its owner login on approval through lockForDecision / approveApply / refuseApply below).
 */

const now = () => Math.floor(Date.now() / 1000);
const FOLDER = 'shopapply';
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const MAX_INPUT_PIXELS = 40_000_000;
const MAX_SIDE = 1600;

export const applyView = (a: repo.ApplyRow): settle.ShopApply => ({
  apply_id: a.applyId,
  shop_name: a.shopName,
  category_id: a.categoryId,
  category_name: a.categoryName,
  contact_name: a.contactName,
  contact_mobile: a.contactMobile,
  address: a.address,
  licence_image: a.licenceImage,
  apply_status: a.applyStatus,
  refuse_reason: a.refuseReason,
  site_id: a.siteId,
  create_time: a.createTime,
  audit_time: a.auditTime,
});

/** The licence picture: a picture by content, re-encoded (nothing of the uploaded file is served as is). */
export async function storeLicence(uploadDir: string, memberId: number, data: Buffer) {
  let picture: Buffer;
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new Error(`format ${meta.format}`);
    picture = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError('PARAMETER_ERROR', 'SHOP_APPLY_NOT_IMAGE');
  }
  return { path: await saveUpload(uploadDir, FOLDER, String(memberId), 'jpg', picture) };
}

/** /api/shopapply/apply: the licence must be one this member uploaded; one open application per member. */
export async function applyForShop(
  db: Db,
  memberId: number,
  input: settle.ShopApplyInput,
): Promise<settle.ShopApply> {
  if (!input.licence_image.startsWith(`upload/${FOLDER}/${memberId}-`)) {
    throw new AppError('PARAMETER_ERROR', 'SHOP_APPLY_LICENCE');
  }
  const category = await repo.selectMainCategory(db, input.category_id);
  if (!category) throw new AppError('PARAMETER_ERROR', 'SHOP_APPLY_CATEGORY');
  const added = await repo.insertApply(db, {
    memberId,
    shopName: input.shop_name,
    categoryId: category.id,
    categoryName: category.name,
    contactName: input.contact_name,
    contactMobile: input.contact_mobile,
    address: input.address,
    licenceImage: input.licence_image,
    createTime: now(),
  });
  if (!added) throw new AppError('FAIL', 'SHOP_APPLY_OPEN');
  return applyView(added);
}

/** /api/shopapply/info: the member's newest application, or null when there is none. */
export async function myApply(db: Db, memberId: number): Promise<settle.ShopApply | null> {
  const row = await repo.selectLatestOfMember(db, memberId);
  return row ? applyView(row) : null;
}

export async function listApplies(
  db: Db,
  input: { apply_status?: number; page: number; page_size: number },
): Promise<Paged<settle.ShopApplyRow>> {
  const { rows, count } = await repo.selectApplyPage(db, input.apply_status, input.page, input.page_size);
  const list = rows.map((r) => ({
    ...applyView(r.apply),
    member_id: r.apply.memberId,
    member_name: r.memberName,
  }));
  return toPaged(list, count, input.page_size);
}

/** The waiting application, locked; a decided one or an unknown id is refused. */
export async function lockForDecision(tx: Tx, applyId: number): Promise<repo.ApplyRow> {
  const row = await repo.lockWaitingApply(tx, applyId);
  if (!row) throw new AppError('NOT_FOUND', 'SHOP_APPLY_NOT_FOUND');
  if (row.applyStatus !== 0) throw new AppError('FAIL', 'SHOP_APPLY_DECIDED');
  return row;
}

/** Opens the shop of a locked waiting application and marks it approved; answers the new shop's id. */
export async function approveApply(tx: Tx, a: repo.ApplyRow): Promise<settle.ShopApply> {
  if (await repo.shopNameTaken(tx, a.shopName)) throw new AppError('FAIL', 'SHOP_APPLY_NAME_TAKEN');
  const at = now();
  const siteId = await repo.insertShop(tx, a, at);
  const row = await repo.updateDecision(tx, a.applyId, { applyStatus: 1, siteId, auditTime: at });
  if (!row) throw new AppError('FAIL', 'SHOP_APPLY_DECIDED');
  return applyView(row);
}

export async function refuseApply(tx: Tx, a: repo.ApplyRow, reason: string): Promise<settle.ShopApply> {
  const set = { applyStatus: -1, refuseReason: reason, auditTime: now() };
  const row = await repo.updateDecision(tx, a.applyId, set);
  if (!row) throw new AppError('FAIL', 'SHOP_APPLY_DECIDED');
  return applyView(row);
}
