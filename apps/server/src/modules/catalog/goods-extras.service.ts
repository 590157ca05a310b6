import { catalog } from '@mall/contracts';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { readConfig } from '../site/index.ts';
import { skuExists } from './category.repository.ts';
import { incrementClicks } from './goods-detail.repository.ts';

const qrCache = new Map<string, string>();
const QR_CACHE_MAX = 2000;

/** /api/goodssku/goodsqrcode: the goods page's address as a PNG data URL, for scanning with a phone. */
export async function goodsQrcode(db: Db, skuId: number, origin: string) {
  if (!(await skuExists(db, skuId))) throw notFound('CATALOG_GOODS_NOT_FOUND');
  const url = `${origin}/web/sku-${skuId}`;
  let img = qrCache.get(url);
  if (!img) {
    img = await QRCode.toDataURL(url, { margin: 1, width: 200 });
    if (qrCache.size >= QR_CACHE_MAX) qrCache.clear();
    qrCache.set(url, img);
  }
  return { path: { h5: { status: 1, url, img, message: '' } } };
}

/** /api/goods/aftersale: the platform's GOODS_AFTER_SALE document. */
export const afterSale = (db: Db) =>
  readConfig(db, 'GOODS_AFTER_SALE', catalog.afterSaleSchema, { title: '', content: '' });

/** /api/goods/modifyclicks: one more view, counted on the SKU and its goods. */
export async function modifyClicks(db: Db, skuId: number): Promise<{ click_num: number }> {
  const clickNum = await incrementClicks(db, skuId);
  if (clickNum === undefined) throw notFound('CATALOG_GOODS_NOT_FOUND');
  return { click_num: clickNum };
}
