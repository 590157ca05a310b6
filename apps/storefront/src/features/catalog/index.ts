// The catalog's public face: the goods detail read the shop header of /shop-sku-{id} shows its shop from.
export { useGoodsDetail } from './api/catalog-queries.ts';
