import { chat } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { selectMemberOrder, selectSkuSite } from './chat.repository.ts';

export interface ContentInput {
  content_type: number;
  message: string;
  goods_id?: number | undefined;
  order_id?: number | undefined;
}

export interface CheckedContent {
  contentType: number;
  text: string;
  goodsSkuId: number;
  orderId: number;
}

/** Chat pictures are ours: a path the chat upload answered, nothing else (no outside links, no markup). */
const CHAT_PICTURE = /^upload\/chat\/[\w/-]{1,120}\.(png|jpg|jpeg|gif|webp)$/;

/**
 * What a message may carry (spec §5): text not blank and at most 150 characters with each emoji as one; a goods
 * card naming a SKU that exists (of the agent's own shop when an agent sends it); an order card naming one of the shopper's own orders; a picture we stored.
 * Text is kept as typed: every client shows it as text, never as markup.
 */
export async function checkContent(
  db: Db,
  input: ContentInput,
  memberId: number,
  /** An agent sends its own shop's goods only. */
  shopId?: number,
): Promise<CheckedContent> {
  const none = { goodsSkuId: 0, orderId: 0 };
  switch (input.content_type) {
    case chat.CONTENT_TEXT: {
      if (input.message.trim() === '') throw new AppError('PARAMETER_ERROR', 'CHAT_BLANK');
      if (chat.chatLength(input.message) > chat.CHAT_MAX_CHARS)
        throw new AppError('PARAMETER_ERROR', 'CHAT_TOO_LONG');
      return { contentType: 0, text: input.message, ...none };
    }
    case chat.CONTENT_GOODS: {
      const sku = input.goods_id ? await selectSkuSite(db, input.goods_id) : undefined;
      if (!sku || (shopId !== undefined && sku.siteId !== shopId))
        throw new AppError('NOT_FOUND', 'CHAT_GOODS_NOT_FOUND');
      return { contentType: 1, text: '', goodsSkuId: sku.skuId, orderId: 0 };
    }
    case chat.CONTENT_ORDER: {
      const found = input.order_id ? await selectMemberOrder(db, memberId, input.order_id) : undefined;
      if (!found) throw new AppError('NOT_FOUND', 'CHAT_ORDER_NOT_FOUND');
      return { contentType: 2, text: '', goodsSkuId: 0, orderId: found.orderId };
    }
    default: {
      if (!CHAT_PICTURE.test(input.message)) throw new AppError('PARAMETER_ERROR', 'CHAT_IMAGE_INVALID');
      return { contentType: 3, text: input.message, ...none };
    }
  }
}
