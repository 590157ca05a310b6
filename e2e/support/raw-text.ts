import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../apps/storefront/src/locales/en-us');

function flattenKeys(node: unknown, prefix: string, out: Set<string>): void {
  if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) flattenKeys(v, prefix ? `${prefix}.${k}` : k, out);
  else out.add(prefix);
}

/** Every message key of the storefront, bare ("detail.followers") and with its namespace ("catalog:…"). */
function knownKeys(): { keys: Set<string>; namespaces: Set<string> } {
  const keys = new Set<string>();
  const namespaces = new Set<string>();
  for (const file of fs.readdirSync(LOCALES_DIR).filter((f) => f.endsWith('.json'))) {
    const ns = file.replace(/\.json$/, '');
    namespaces.add(ns);
    const own = new Set<string>();
    flattenKeys(JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, file), 'utf8')), '', own);
    for (const k of own) {
      // A plural key shows as its base when i18next misses it ("shopTotal", not "shopTotal_other").
      const base = k.replace(/_(zero|one|two|few|many|other)$/, '');
      for (const key of new Set([k, base])) keys.add(key).add(`${ns}:${key}`).add(`${ns}.${key}`);
    }
  }
  return { keys, namespaces };
}

const KNOWN = knownKeys();

/** Codes the server sends that must reach a shopper only as words (lib/enum-text.ts); case-sensitive. */
const RAW_CODES = new Set([
  'BALANCE',
  'ONLINE_PAY',
  'OFFLINE_PAY',
  'sandbox',
  'wechatpay',
  'balance_money',
  'memberrecharge',
  'memberconsume',
  '4pickup',
]);

/** A dotted or namespaced token: `detail.followers`, `coupon:face.discount`, `order.payType`. */
const KEY_LIKE =
  /(?<![\w@/.:-])(?:[a-z][a-zA-Z0-9]*:[a-z][a-zA-Z0-9_]*(?:\.[a-zA-Z][a-zA-Z0-9_]*)*|[a-z][a-zA-Z0-9]*(?:\.[a-zA-Z][a-zA-Z0-9_]*)+)(?![\w@/.:-])/g;
/**
 * SCREAMING_SNAKE words, the shape of the server's codes (`ONLINE_PAY`, `ORDER_STATUS_3`); lower-case snake
 * words are left to RAW_CODES because shoppers pick user names like `anna_lee`.
 */
const SNAKE_LIKE = /(?<![\w@/.-])[A-Z]+(?:_[A-Z0-9]+)+(?![\w@/.-])/g;
/** Web addresses, e-mails and file names are dotted too; their endings tell them apart. */
const NOT_A_KEY_END = /\.(com|cn|net|org|io|tw|kr|ru|jpg|jpeg|png|gif|webp|svg|html|js|css|pdf|txt)$/i;

/** The suspicious tokens of one text (the journey words-not-codes.spec.ts checks the check itself). */
export function rawTokens(text: string): string[] {
  const found: string[] = [];
  for (const [token] of text.matchAll(KEY_LIKE)) {
    if (NOT_A_KEY_END.test(token)) continue;
    const first = token.split(/[.:]/)[0]!;
    const camel = /[a-z][A-Z]/.test(token);
    if (KNOWN.keys.has(token) || KNOWN.namespaces.has(first) || camel) found.push(token);
  }
  for (const [token] of text.matchAll(SNAKE_LIKE)) found.push(token);
  for (const word of text.split(/[\s,.;:()[\]{}"'«»“”·/|]+/)) if (RAW_CODES.has(word)) found.push(word);
  return [...new Set(found)];
}

/**
 * Fails when the page shows an untranslated i18next key or a raw enum code: in its visible text or in the
 * placeholders, titles and accessible names a shopper meets. Call it once the page has its data.
 */
export async function expectNoRawText(page: Page, where = page.url()): Promise<void> {
  const texts = await page.evaluate(() => {
    const attrs = ['placeholder', 'title', 'aria-label', 'alt'];
    const shown = [...document.querySelectorAll<HTMLElement>(attrs.map((a) => `[${a}]`).join(','))]
      .filter((el) => el.offsetParent !== null || el.getClientRects().length > 0)
      .flatMap((el) => attrs.map((a) => el.getAttribute(a) ?? ''));
    return [document.body.innerText, document.title, ...shown];
  });
  const raw = [...new Set(texts.flatMap(rawTokens))];
  expect(raw, `untranslated keys or raw codes on ${where}`).toEqual([]);
}
