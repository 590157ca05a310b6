import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { routeHtml } from './route-preloads.ts';

const INDEX = '<!doctype html><html lang="en"><head><title>Mall</title></head><body></body></html>';
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A storefront build folder whose route list is `list` (or has none). */
function buildWith(list?: unknown): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-preloads-'));
  dirs.push(dist);
  if (list !== undefined) {
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, '.vite/route-preloads.json'), JSON.stringify(list));
  }
  return dist;
}

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

const LIST = [
  { path: 'index', files: ['assets/home-1.js'] },
  { path: 'cart', files: ['assets/cart-1.js', 'assets/button-1.js'] },
  { path: 'member/index', files: ['assets/member-1.js'] },
  { path: 'sku-:sku_id', files: ['assets/goods-1.js'] },
  { path: 'shop-sku-:sku_id', files: ['assets/shop-goods-1.js'] },
  { path: 'promotion/topic-:topic_id', files: ['assets/topic-1.js'] },
  { path: 'promotion/topic-goods-:topic_id', files: ['assets/topic-goods-1.js'] },
];

describe('routeHtml', () => {
  it("names a route's own chunks in its HTML, before the head closes, under the base path", () => {
    const htmlFor = routeHtml(INDEX, buildWith(LIST), '/web');
    const cart = htmlFor('cart');
    expect(preloads(cart)).toEqual(['/web/assets/cart-1.js', '/web/assets/button-1.js']);
    expect(cart.indexOf('modulepreload')).toBeLessThan(cart.indexOf('</head>'));
    expect(preloads(htmlFor('member/index'))).toEqual(['/web/assets/member-1.js']);
    expect(preloads(htmlFor('cart/'))).toEqual(['/web/assets/cart-1.js', '/web/assets/button-1.js']);
    expect(preloads(htmlFor(''))).toEqual(['/web/assets/home-1.js']);
  });

  it('matches prefixed routes as the storefront does, the longer fixed part first', () => {
    const htmlFor = routeHtml(INDEX, buildWith(LIST), '/web');
    expect(preloads(htmlFor('sku-12'))).toEqual(['/web/assets/goods-1.js']);
    expect(preloads(htmlFor('shop-sku-12'))).toEqual(['/web/assets/shop-goods-1.js']);
    expect(preloads(htmlFor('promotion/topic-goods-3'))).toEqual(['/web/assets/topic-goods-1.js']);
    expect(preloads(htmlFor('promotion/topic-3'))).toEqual(['/web/assets/topic-1.js']);
    // not a parameter the storefront accepts, or no route at all: the plain page
    expect(htmlFor('sku-1/2')).toBe(INDEX);
    expect(htmlFor('sku-')).toBe(INDEX);
    expect(htmlFor('no/such/page')).toBe(INDEX);
  });

  it('serves index.html as it is without a list, and never names a file outside the assets', () => {
    expect(routeHtml(INDEX, buildWith(), '/web')('cart')).toBe(INDEX);
    const tampered = [
      { path: 'cart', files: ['assets/cart-1.js', '"><script>alert(1)</script>'] },
      { path: 'index', files: ['../../etc/passwd.js'] },
      { path: 'member/index', files: ['assets/member-1.js'] },
    ];
    const htmlFor = routeHtml(INDEX, buildWith(tampered), '/web');
    expect(htmlFor('cart')).toBe(INDEX);
    expect(htmlFor('index')).toBe(INDEX);
    expect(preloads(htmlFor('member/index'))).toEqual(['/web/assets/member-1.js']);
  });
});
