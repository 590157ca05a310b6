/**
 * Lets a person trying the demo act as a shop through the merchant API of a running mall:
 *
 *   npm run merchant -- ship <order_no> [--company <express_company_id>] [--no <tracking_no>] [--url http://localhost:8080]
 *   npm run merchant -- pickup <pickup_code> [--url …]
 *
 * It logs in as each demo shop (`shop<site_id>`, password Shop@12345) until one of them owns the order, then ships
 * every waiting line: an express order as one package, a local-delivery order with a demo courier.
 */
import { parseArgs } from 'node:util';
import crypto from 'node:crypto';
import { DEMO_MERCHANT_PASSWORD, demoMerchantUsername } from '../db/seed/merchants.ts';
import { SHOPS } from '../db/seed/shops.ts';

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}
interface Line {
  order_goods_id: number;
  delivery_status: number;
  refund_status: number;
}
interface ShopOrder {
  order_id: number;
  order_no: string;
  order_status: number;
  delivery_type: string;
  goods: Line[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { url: { type: 'string' }, company: { type: 'string' }, no: { type: 'string' } },
});
const baseUrl = (values.url ?? `http://localhost:${process.env.PORT ?? 8080}`).replace(/\/+$/, '');

async function call<T>(path: string, body: Record<string, unknown>): Promise<Envelope<T>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ app_type: 'pc', lang: 'en-us', ...body }),
  });
  return (await res.json()) as Envelope<T>;
}

async function merchantTokens(): Promise<AsyncGenerator<{ token: string; siteId: number }>> {
  return (async function* () {
    for (let siteId = 1; siteId <= SHOPS.length; siteId++) {
      const r = await call<{ token: string }>('/merchant/api/login', {
        username: demoMerchantUsername(siteId),
        password: DEMO_MERCHANT_PASSWORD,
      });
      if (r.code === 0) yield { token: r.data.token, siteId };
    }
  })();
}

async function findOrder(orderNo: string) {
  for await (const m of await merchantTokens()) {
    const r = await call<{ list: ShopOrder[] }>('/merchant/api/order/lists', {
      token: m.token,
      order_no: orderNo,
    });
    if (r.code !== 0) throw new Error(r.message);
    const found = r.data.list[0];
    if (found) return { ...m, order: found };
  }
  return undefined;
}

async function ship(orderNo: string): Promise<string> {
  const found = await findOrder(orderNo);
  if (!found) return `No demo shop has an order ${orderNo}.`;
  const { token, order, siteId } = found;
  if (order.delivery_type === 'local') {
    const r = await call('/merchant/api/order/localdelivery', {
      token,
      order_id: order.order_id,
      deliverer: 'Demo courier',
      deliverer_mobile: '13800000000',
    });
    return r.code === 0
      ? `Order ${orderNo} is out for local delivery (shop ${siteId}).`
      : `Not shipped: ${r.message}`;
  }
  if (order.delivery_type !== 'express')
    return `Order ${orderNo} is a ${order.delivery_type || 'virtual'} order: nothing to ship.`;
  const waiting = order.goods
    .filter((l) => l.delivery_status === 0 && l.refund_status !== 3)
    .map((l) => l.order_goods_id);
  if (waiting.length === 0) return `Order ${orderNo} has nothing left to ship.`;
  const companies = await call<{ company_id: number; company_name: string }[]>(
    '/merchant/api/express/companies',
    { token },
  );
  const company = companies.data.find((c) => String(c.company_id) === values.company) ?? companies.data[0]!;
  const trackingNo = values.no ?? `DEMO${crypto.randomInt(10 ** 9, 10 ** 10)}`;
  const r = await call<{ order_status: number }>('/merchant/api/order/delivery', {
    token,
    order_id: order.order_id,
    order_goods_ids: waiting.join(','),
    express_company_id: company.company_id,
    delivery_no: trackingNo,
  });
  return r.code === 0
    ? `Order ${orderNo} shipped by ${company.company_name}, tracking number ${trackingNo} (shop ${siteId}).`
    : `Not shipped: ${r.message}`;
}

async function pickup(code: string): Promise<string> {
  for await (const m of await merchantTokens()) {
    const r = await call<{ order_id: number }>('/merchant/api/order/pickup', {
      token: m.token,
      delivery_code: code,
    });
    if (r.code === 0) return `Pickup confirmed: order ${r.data.order_id} (shop ${m.siteId}).`;
  }
  return `No order awaits pickup with code ${code}.`;
}

async function main() {
  const [command, arg] = positionals;
  if (command === 'ship' && arg) return ship(arg);
  if (command === 'pickup' && arg) return pickup(arg);
  return (
    'Usage: npm run merchant -- ship <order_no> [--company <id>] [--no <tracking_no>] [--url <mall url>]\n' +
    '       npm run merchant -- pickup <pickup_code> [--url <mall url>]'
  );
}

main().then(
  (text) => process.stdout.write(`${text}\n`),
  (err: unknown) => {
    process.stderr.write(
      `Cannot reach the mall at ${baseUrl}: ${err instanceof Error ? err.message : String(err)}\n`,
    );
    process.exit(1);
  },
);
