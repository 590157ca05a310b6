import type { Tx } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Db } from '../../db/client.ts';
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
 * Counts the pieces in the order's transaction; the update is guarded on the row not having been ended, so a
 * merchant's close racing the checkout refuses the order instead of selling after it.
 */
export async function countGroupbuySale(tx: Tx, groupbuyId: number, num: number): Promise<void> {
  if (!(await repo.addSellNum(tx, groupbuyId, num))) throw new AppError('FAIL', 'GROUPBUY_ENDED');
}
