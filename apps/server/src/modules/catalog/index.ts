export { brandCardsByIds, categoryCardsByIds, effectiveDiscount, skuCardsByIds } from './catalog.service.ts';
export { addSales, returnStock, takeSkuStock, type StockLine } from './stock.repository.ts';
