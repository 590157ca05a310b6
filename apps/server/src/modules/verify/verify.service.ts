import { centsToMoney, toPaged, type Lang, type Paged, type verify } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { findByWriteOffCode, writeOffOrder, type WriteOffOrder } from '../order/index.ts';
import * as repo from './verify.repository.ts';

/*
 * The write-off counter (facts §2.8) for a member bound to shops as their clerk: look a code up, write it off,
 * list what one wrote off. A code of a shop the member does not serve is refused with its own message.
 */

const now = () => Math.floor(Date.now() / 1000);

/** What a record keeps of the order: the items and the facts the counter shows, as they were then. */
interface Content {
  item_array: verify.VerifyItem[];
  order_no: string;
  buyer: string;
  store: string;
}

function contentOf(w: WriteOffOrder): Content {
  const o = w.order;
  return {
    item_array: w.lines.map((l) => ({
      img: l.skuImage,
      name: l.skuName,
      price: centsToMoney(l.price),
      num: l.num,
      remark_array: [],
    })),
    order_no: o.orderNo,
    buyer: [o.name, o.mobile].filter(Boolean).join(' '),
    store: o.deliveryStoreName,
  };
}

function remarks(c: Content, lang: Lang) {
  const rows = [
    { title: translate(lang, 'VERIFY_REMARK_ORDER_NO'), value: c.order_no },
    { title: translate(lang, 'VERIFY_REMARK_BUYER'), value: c.buyer },
  ];
  if (c.store) rows.push({ title: translate(lang, 'VERIFY_REMARK_STORE'), value: c.store });
  return rows;
}

export const typeName = (type: verify.VerifyType, lang: Lang) =>
  translate(lang, type === 'pickup' ? 'VERIFY_TYPE_PICKUP' : 'VERIFY_TYPE_VIRTUAL');

/** /api/verify/getVerifyType: the two kinds of code and their names. */
export function verifyTypes(lang: Lang) {
  return {
    pickup: { name: typeName('pickup', lang) },
    virtualgoods: { name: typeName('virtualgoods', lang) },
  };
}

/** /api/verify/checkisverifier: is the member a clerk of any shop (the member centre shows the counter). */
export async function isVerifier(db: Db, memberId: number): Promise<boolean> {
  return (await repo.selectClerkShops(db, memberId)).length > 0;
}

/** The order a code names and the member's clerk row for its shop; each refusal says what is wrong. */
async function codeForClerk(db: Db, memberId: number, code: string) {
  if (!code) throw new AppError('PARAMETER_ERROR', 'VERIFY_CODE_REQUIRED');
  const shops = await repo.selectClerkShops(db, memberId);
  if (shops.length === 0) throw new AppError('FAIL', 'VERIFY_NOT_CLERK');
  const found = await findByWriteOffCode(db, code);
  if (!found) throw new AppError('NOT_FOUND', 'VERIFY_CODE_UNKNOWN');
  const clerk = shops.find((s) => s.siteId === found.order.siteId);
  if (!clerk) throw new AppError('FAIL', 'VERIFY_OTHER_SHOP');
  return { found, clerk };
}

/** /api/verify/verifyInfo: the code's items and remarks; a used code says who wrote it off and when. */
export async function verifyInfo(
  db: Db,
  memberId: number,
  code: string,
  lang: Lang,
): Promise<verify.VerifyInfo> {
  const { found } = await codeForClerk(db, memberId, code);
  const o = found.order;
  const record = await repo.selectRecordOfCode(db, found.kind, code);
  const content = record ? (record.verifyContentJson as Content) : contentOf(found);
  return {
    verify_code: code,
    verify_type: found.kind,
    verify_type_name: typeName(found.kind, lang),
    site_id: o.siteId,
    site_name: o.siteName,
    order_id: o.orderId,
    order_no: o.orderNo,
    is_verify: found.used ? 1 : 0,
    verifier_name: record?.verifierName ?? '',
    create_time: o.payTime,
    verify_time: record?.verifyTime ?? (found.kind === 'pickup' ? o.signTime : o.virtualVerifyTime),
    item_array: content.item_array,
    remark_array: remarks(content, lang),
  };
}

/**
 * /api/verify/verify: writes the code off once. The order's guarded update decides between racing clerks (the
 * loser's transaction rolls back and is told the code is used); the record's unique index backs it up.
 */
export async function writeOff(
  db: Db,
  memberId: number,
  code: string,
  lang: Lang,
): Promise<verify.VerifyInfo> {
  const { found, clerk } = await codeForClerk(db, memberId, code);
  if (found.used) throw new AppError('FAIL', 'VERIFY_USED');
  if (!found.open) throw new AppError('FAIL', 'VERIFY_NOT_OPEN');
  const at = now();
  await db.transaction(async (tx) => {
    const who = { memberId, name: clerk.name };
    const moved = await writeOffOrder(tx, clerk.siteId, found.kind, code, who, at);
    if (!moved) throw new AppError('FAIL', 'VERIFY_USED');
    const added = await repo.insertRecord(tx, {
      verifyCode: code,
      verifyType: found.kind,
      siteId: clerk.siteId,
      siteName: found.order.siteName,
      orderId: found.order.orderId,
      verifyContentJson: contentOf(found),
      verifierId: clerk.verifierId,
      memberId,
      verifierName: clerk.name,
      createTime: found.order.payTime,
      verifyTime: at,
    });
    if (!added) throw new AppError('FAIL', 'VERIFY_USED');
  });
  return verifyInfo(db, memberId, code, lang);
}

const recordView = (r: repo.VerifyRecordRow, lang: Lang): verify.VerifyRecord => {
  const c = r.verifyContentJson as Content;
  const type = r.verifyType as verify.VerifyType;
  return {
    id: r.id,
    verify_code: r.verifyCode,
    verify_type: type,
    verify_type_name: typeName(type, lang),
    site_name: r.siteName,
    order_no: c.order_no,
    verifier_name: r.verifierName,
    verify_time: r.verifyTime,
    item_array: c.item_array,
  };
};

/** /api/verify/lists: what this clerk wrote off, by type, newest first. */
export async function verifyRecords(
  db: Db,
  memberId: number,
  input: { verify_type?: verify.VerifyType; page: number; page_size: number },
  lang: Lang,
): Promise<Paged<verify.VerifyRecord>> {
  const { rows, count } = await repo.selectMemberRecords(
    db,
    memberId,
    input.verify_type,
    input.page,
    input.page_size,
  );
  return toPaged(
    rows.map((r) => recordView(r, lang)),
    count,
    input.page_size,
  );
}
