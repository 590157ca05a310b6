import { sql } from 'drizzle-orm';
import type { CategoryInfo } from './categories.ts';
import type { Tx } from './insert.ts';
import { BASE_TIME, DAY } from './random.ts';
import { SHOPS, type ShopDef } from './shops.ts';

const TERMS_TITLE: Record<ShopDef['lang'], string> = {
  'en-us': 'Terms and policies',
  'zh-cn': '店铺条款与政策',
  'ko-kr': '상점 이용약관 및 정책',
  ru: 'Условия и правила магазина',
};

/** The shop's own terms, written in the language the merchant lists in (merchant HTML, sanitised on output). */
function termsHtml(d: ShopDef): string {
  switch (d.lang) {
    case 'zh-cn':
      return `<h3>发货</h3><p>${d.name}付款后48小时内发货，节假日顺延。</p><h3>退换货</h3><p>签收后7天内可无理由退货，商品需保持完好；质量问题运费由本店承担。</p><h3>售后联系</h3><p>客服电话：${d.telephone}，邮箱：<a href="mailto:${d.email}">${d.email}</a>。</p>`;
    case 'ko-kr':
      return `<h3>배송</h3><p>${d.name}은(는) 결제 후 48시간 이내에 발송합니다.</p><h3>교환 및 반품</h3><p>수령 후 7일 이내 미사용 상품은 반품할 수 있습니다. 품질 문제의 경우 배송비는 상점이 부담합니다.</p><h3>고객 문의</h3><p>전화 ${d.telephone}, 이메일 <a href="mailto:${d.email}">${d.email}</a></p>`;
    case 'ru':
      return `<h3>Доставка</h3><p>«${d.name}» отправляет заказы в течение 48 часов после оплаты.</p><h3>Возврат</h3><p>Неиспользованный товар можно вернуть в течение 7 дней после получения. При браке доставку оплачивает магазин.</p><h3>Связь</h3><p>Телефон ${d.telephone}, почта <a href="mailto:${d.email}">${d.email}</a>.</p>`;
    default:
      return `<h3>Shipping</h3><p>${d.name} ships every order within 48 hours of payment (next working day on public holidays).</p><h3>Returns</h3><p>Unused goods may be returned within 7 days of delivery without a reason; for quality problems we pay the shipping both ways.</p><h3>Contact</h3><p>Call ${d.telephone} (09:00-22:00) or write to <a href="mailto:${d.email}">${d.email}</a>.</p>`;
  }
}

/** Main business categories (the shop's top-level categories) and its terms, for every demo shop. */
export async function seedShopExtras(tx: Tx, infos: CategoryInfo[]): Promise<void> {
  const topId = (name: string) => infos.find((c) => c.level === 1 && c.topName === name)?.id ?? 0;
  for (const [i, d] of SHOPS.entries()) {
    const ids = d.tops.map(topId).filter((id) => id > 0);
    await tx.execute(sql`update shop set
      main_category_ids = ${`{${ids.join(',')}}`}::integer[],
      terms_title = ${TERMS_TITLE[d.lang]},
      terms_content = ${termsHtml(d)},
      terms_modify_time = ${BASE_TIME - (30 + i) * DAY}
      where site_id = ${i + 1}`);
  }
}
