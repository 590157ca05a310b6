import { centsToMoney, chat, type Lang } from '@mall/contracts';
import { translate } from '../../platform/i18n/translate.ts';
import type { DialogueRow } from './chat-dialogue.repository.ts';

/** Socket uids (facts §7: member = member_id, servicer = ns_servicer_x): one namespace each. */
export const memberUid = (memberId: number) => `m${memberId}`;
export const servicerUid = (servicerId: number) => `s${servicerId}`;

const pad = (n: number) => String(n).padStart(2, '0');

/** A stored message as the wire has it (facts §7 names; create_day 'Y-m-d', create_time 'H:i:s'). */
export function toDialogue(row: DialogueRow, lang: Lang): chat.Dialogue {
  const at = new Date(row.createTime * 1000);
  return {
    id: row.id,
    member_id: row.memberId,
    servicer_id: row.servicerId,
    site_id: row.siteId,
    type: row.type,
    content_type: row.contentType,
    consumer_say: row.consumerSay,
    servicer_say: row.servicerSay,
    goods_sku_id: row.goodsSkuId,
    order_id: row.orderId,
    read: row.read,
    create_day: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    create_time: `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`,
    add_time: row.createTime,
    nickname: row.nickname ?? '',
    avatar: row.avatar ?? '',
    shop_name: row.siteId === 0 ? translate(lang, 'PLATFORM_SERVICE') : (row.shopName ?? ''),
    logo: row.logo ?? '',
    goods_name: row.goodsName ?? '',
    sku_image: row.skuImage ?? '',
    price: row.price === null ? '' : centsToMoney(row.price),
    order_no: row.orderNo ?? '',
    order_money: row.orderMoney === null ? '' : centsToMoney(row.orderMoney),
    order_status: row.orderStatus ?? 0,
  };
}

/** A server → client socket message (validated by the same schema the clients parse with). */
export function socketMessage(type: chat.ServerMessageType, data: Record<string, unknown>, id?: number) {
  return chat.serverMessageSchema.parse({ v: chat.SOCKET_VERSION, type, data, ...(id ? { id } : {}) });
}

/** A chat message pushed to its recipient: its type names its content, its id is the dialogue id. */
export const dialogueMessage = (d: chat.Dialogue, type?: chat.ServerMessageType) =>
  socketMessage(type ?? chat.CONTENT_MESSAGE_TYPE[d.content_type]!, d, d.id);
