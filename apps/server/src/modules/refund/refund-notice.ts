import { toPaged, type Lang, type Paged, type refund as contract } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { selectNoticePage } from './refund-notice.repository.ts';
import { logItem, statusName } from './refund-view.ts';

/**
 * /api/orderrefund/notices: how the shop's and the platform's answers reach the buyer in the member centre (facts
 * §3.1 messages ORDER_REFUND_AGREE, ORDER_REFUND_REFUSE …): every step they took on the member's refunds, newest
 * first, in the reader's language, each leading to its refund page.
 */
export async function refundNotices(
  db: Db,
  memberId: number,
  q: { page: number; page_size: number },
  lang: Lang,
): Promise<Paged<contract.RefundNotice>> {
  const page = await selectNoticePage(db, memberId, { page: q.page, pageSize: q.page_size });
  const list = page.list.map((r) => ({
    ...logItem(lang, r.log),
    id: r.log.id,
    order_goods_id: r.log.orderGoodsId,
    sku_name: r.skuName,
    sku_image: r.skuImage,
    line_refund_status: r.lineStatus,
    line_refund_status_name: statusName(lang, r.lineStatus),
  }));
  return toPaged(list, page.count, q.page_size);
}
