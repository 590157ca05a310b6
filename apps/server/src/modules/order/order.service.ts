import { toPaged, type Lang, type order as contract, type Paged } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { closeMemberOrder } from './order-close.ts';
import { extendTakeDelivery, takeDelivery } from './order-receive.ts';
import * as repo from './order.repository.ts';
import { orderDetail, orderSummary } from './order-view.ts';
import { qrPicture } from '../../platform/qr-pictures.ts';

async function ownOrder(db: Db, memberId: number, orderId: number) {
  const row = await repo.selectOwnOrder(db, memberId, orderId);
  if (!row) throw new AppError('NOT_FOUND', 'ORDER_NOT_FOUND');
  return row;
}

export async function listOrders(
  db: Db,
  memberId: number,
  input: { order_status: contract.OrderTab | 'all' | ''; page: number; page_size: number },
  lang: Lang,
): Promise<Paged<contract.OrderSummary>> {
  const { rows, count } = await repo.selectOrderPage(
    db,
    memberId,
    input.order_status,
    input.page,
    input.page_size,
  );
  const goods = await repo.selectGoodsOf(
    db,
    rows.map((o) => o.orderId),
  );
  return toPaged(
    rows.map((o) => orderSummary(lang, o, goods)),
    count,
    input.page_size,
  );
}

/** /api/order/num: only the asked tabs are answered, as the original does. */
export async function countOrders(db: Db, memberId: number, tabs: string): Promise<Record<string, number>> {
  const counts = await repo.selectTabCounts(db, memberId);
  const asked = tabs.split(',').filter((t): t is keyof typeof counts => t in counts);
  return Object.fromEntries(asked.map((t) => [t, counts[t]]));
}

/**
 * /api/order/detail. A pickup order awaiting pickup also carries `pickup`: the path of a QR picture of its
 * pickup code (facts §2.8), made once under the upload dir.
 */
export async function orderDetailOf(
  db: Db,
  memberId: number,
  orderId: number,
  lang: Lang,
  uploadDir: string,
) {
  const o = await ownOrder(db, memberId, orderId);
  const detail = orderDetail(lang, o, await repo.selectGoodsOf(db, [orderId]));
  const pickup = detail.delivery_code ? await qrPicture(uploadDir, detail.delivery_code) : '';
  return { ...detail, pickup };
}

export async function closeOwnOrder(db: Db, memberId: number, orderId: number): Promise<number> {
  await closeMemberOrder(db, memberId, await ownOrder(db, memberId, orderId));
  return orderId;
}

/** Confirms receipt of a shipped order (3 → 4): it can now be reviewed (facts §2.5 take delivery). */
export async function takeOwnDelivery(db: Db, memberId: number, orderId: number): Promise<number> {
  await takeDelivery(db, memberId, await ownOrder(db, memberId, orderId));
  return orderId;
}

/** Moves the automatic receipt of a shipped order by 3 days, once per order. */
export async function extendOwnTakeDelivery(db: Db, memberId: number, orderId: number): Promise<number> {
  await extendTakeDelivery(db, memberId, await ownOrder(db, memberId, orderId));
  return orderId;
}

/** /api/order/package: the packages of a shipped order with what each holds (facts §6 order/package). */
export async function orderPackages(db: Db, memberId: number, orderId: number, lang: Lang) {
  await ownOrder(db, memberId, orderId);
  const rows = await repo.selectPackages(db, memberId, orderId);
  if (rows.length === 0) throw new AppError('FAIL', 'ORDER_NO_PACKAGE');
  // The mall names the packages itself ("Package 2", "Local delivery"): named in the reader's language, not the
  // shipping merchant's.
  let express = 0;
  const nameOf = (p: (typeof rows)[number]) =>
    p.deliveryType === 1
      ? `${translate(lang, 'ORDER_PACKAGE_EXPRESS')} ${++express}`
      : translate(lang, 'ORDER_PACKAGE_LOCAL');
  return rows
    .map((p) => ({ p, name: nameOf(p) }))
    .map(({ p, name }) => ({
      package_name: name,
      express_company_name: p.expressCompanyName,
      delivery_no: p.deliveryNo,
      delivery_type: p.deliveryType,
      goods_list: p.goodsList,
      // No logistics provider is connected: the trace holds what the mall itself knows, the shipping event.
      trace: {
        success: true,
        reason: '',
        status: 1,
        status_name: '',
        list: [{ datetime: p.createTime, remark: name }],
      },
    }));
}
