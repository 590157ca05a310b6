import type { Lang } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { qrPicture } from '../../platform/qr-pictures.ts';
import { readDocument } from '../site/index.ts';
import { skuExists } from './category.repository.ts';
import { incrementClicks } from './goods-detail.repository.ts';

/**
 * /api/goodssku/goodsqrcode: the goods page's address as a QR picture under /upload (made once), for
 * scanning with a phone; img is its relative path.
 */
export async function goodsQrcode(db: Db, skuId: number, origin: string, uploadDir: string) {
  if (!(await skuExists(db, skuId))) throw notFound('CATALOG_GOODS_NOT_FOUND');
  const url = `${origin}/web/sku-${skuId}`;
  const img = await qrPicture(uploadDir, url);
  return { path: { h5: { status: 1, url, img, message: '' } } };
}

/** /api/goods/aftersale: the platform's GOODS_AFTER_SALE document. */
export const afterSale = (db: Db, lang: Lang) => readDocument(db, 'GOODS_AFTER_SALE', lang);

/** /api/goods/modifyclicks: one more view, counted on the SKU and its goods. */
export async function modifyClicks(db: Db, skuId: number): Promise<{ click_num: number }> {
  const clickNum = await incrementClicks(db, skuId);
  if (clickNum === undefined) throw notFound('CATALOG_GOODS_NOT_FOUND');
  return { click_num: clickNum };
}
