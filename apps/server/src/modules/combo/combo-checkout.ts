import { moneyToCents } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { comboDetail } from './combo.service.ts';

/** What the checkout needs of a package (facts §5.3): its SKUs with their share, shipping, and whether it is on. */
export interface ComboTerms {
  blId: number;
  lines: { skuId: number; price: number }[];
  freeShipping: boolean;
  obstacle: AppError | null;
}

const cents = (money: string) => moneyToCents(money) ?? 0;

/**
 * Every SKU is bought `num` times at its share of the package price, so the goods money is bl_price × num to the
 * cent. Shelf state and stock are the ordinary checkout's checks (an item off the shelf refuses the order).
 */
export async function comboTerms(db: Db, blId: number, websiteId: number): Promise<ComboTerms> {
  const c = await comboDetail(db, blId, websiteId);
  return {
    blId: c.bl_id,
    lines: c.bundling_goods.map((g) => ({ skuId: g.sku_id, price: cents(g.promotion_price) })),
    freeShipping: c.shipping_fee_type === 1,
    obstacle: c.status === 1 ? null : new AppError('FAIL', 'COMBO_ENDED'),
  };
}
