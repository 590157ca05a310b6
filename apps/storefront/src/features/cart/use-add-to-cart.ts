import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addLocalCartLine, readLocalCart } from '../../lib/local-cart.ts';
import { getToken } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { addCartLine } from './api/cart-api.ts';

/** What the goods page knows about the SKU being added (field names as in the goods detail answer). */
export interface AddToCartSku {
  sku_id: number;
  site_id: number;
  site_name?: string;
  goods_id?: number;
  sku_name: string;
  goods_name?: string;
  sku_image: string;
  /** The unit price paid now (discount_price), as a money string. */
  price: string;
  stock: number;
  min_buy: number;
  max_buy: number;
  unit?: string;
  sku_spec_format?: unknown;
}

/** The spec's quantity rules for a guest line; answers the message key and values of the first one broken. */
export function guestLimitError(sku: AddToCartSku, total: number): [string, Record<string, number>] | null {
  if (total <= 0) return ['limits.numZero', {}];
  if (sku.stock <= 0) return ['limits.soldOut', {}];
  if (total > sku.stock) return ['limits.insufficientStock', { n: sku.stock }];
  if (sku.max_buy > 0 && total > sku.max_buy) return ['limits.purchaseLimit', { n: sku.max_buy }];
  if (total < sku.min_buy) return ['limits.minBuy', { n: sku.min_buy }];
  return null;
}

/**
 * Add to cart for the goods pages: a member's line goes to /api/cart/add (the server checks stock, min_buy,
 * max_buy and answers its own text); a guest's goes to localCartData after the same checks here.
 * Answers whether the line was added.
 */
export function useAddToCart(): {
  addToCart: (sku: AddToCartSku, num: number) => Promise<boolean>;
  pending: boolean;
} {
  const { t } = useTranslation('cart');
  const [pending, setPending] = useState(false);
  const addToCart = async (sku: AddToCartSku, num: number): Promise<boolean> => {
    if (getToken()) {
      setPending(true);
      try {
        await addCartLine(sku.sku_id, num);
        toast(t('added'), 'success');
        return true;
      } catch {
        return false; // the request helper has shown the server's text
      } finally {
        setPending(false);
      }
    }
    const existing = readLocalCart().find((l) => l.sku_id === sku.sku_id)?.num ?? 0;
    const broken = num <= 0 ? (['limits.numZero', {}] as const) : guestLimitError(sku, existing + num);
    if (broken) {
      toast(t(broken[0], broken[1]));
      return false;
    }
    try {
      addLocalCartLine({ ...sku, num, min_buy: Math.max(1, sku.min_buy), unit: sku.unit || t('unitPiece') });
      toast(t('added'), 'success');
      return true;
    } catch {
      toast(t('limits.localFailed'));
      return false;
    }
  };
  return { addToCart, pending };
}
