import type { Tx } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Db } from '../../db/client.ts';
import type { OrderCloseHook } from '../order/index.ts';
import * as repo from './groupbuy.repository.ts';
import { statusAt } from './groupbuy.service.ts';

/** What the checkout needs of a group buy: its SKU, its price and why it may not be bought now (facts §5.2). */
export interface GroupbuyTerms {
  groupbuyId: number;
  skuId: number;
  price: number;
  obstacle: AppError | null;
}

/** Status, dates and the minimum quantity are checked here; stock and shelf state stay the checkout's. */
export async function groupbuyTerms(
  db: Db | Tx,
  groupbuyId: number,
  num: number,
  websiteId: number,
  now: number,
): Promise<GroupbuyTerms> {
  const row = await repo.selectGroupbuy(db, groupbuyId);
  if (!row || (websiteId > 0 && row.websiteId !== websiteId)) throw notFound('GROUPBUY_NOT_FOUND');
  const { gb } = row;
  const status = statusAt(gb, now);
  let obstacle: AppError | null = null;
  if (status === 3) obstacle = new AppError('FAIL', 'GROUPBUY_ENDED');
  else if (status === 1) obstacle = new AppError('FAIL', 'GROUPBUY_NOT_STARTED');
  else if (num < gb.buyNum)
    obstacle = new AppError('FAIL', 'GROUPBUY_MIN_NUM', { params: { buy_num: gb.buyNum } });
  return { groupbuyId: gb.groupbuyId, skuId: gb.skuId, price: gb.groupbuyPrice, obstacle };
}

/**
 * Holds the group buy in the order's transaction: a merchant's close racing the checkout refuses the order
 * instead of selling after it. Nothing is counted yet: sell_num grows at payment (facts §5.2), so an unpaid
 * order that closes has nothing to give back.
 */
export async function holdGroupbuyForOrder(tx: Tx, groupbuyId: number): Promise<void> {
  if (!(await repo.holdOpenGroupbuy(tx, groupbuyId))) throw new AppError('FAIL', 'GROUPBUY_ENDED');
}

/** A paid group buy order adds its pieces to sell_num (facts §2.5 pay, event OrderPay). */
export const countGroupbuyPaid: OrderCloseHook = async (tx, o, lines) => {
  const num = lines.reduce((sum, l) => sum + l.num, 0);
  if (num > 0) await repo.addSellNum(tx, o.promotionId, num);
};
