import { centsToMoney } from '@mall/contracts';
import type { SandboxTrade } from './sandbox-gateway.ts';
import type { SandboxRefundRow } from './sandbox-refund.repository.ts';

/** The sandbox gateway's own pages: plain HTML with its own look, on purpose unlike the mall's storefront. */
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;background:#eef2f7;color:#1f2933}
header{background:#0b3d91;color:#fff;padding:14px 32px;font-size:18px;font-weight:600;letter-spacing:.5px}
header small{font-weight:400;opacity:.8;margin-left:12px;font-size:13px}
main{max-width:480px;margin:48px auto;background:#fff;border-radius:10px;box-shadow:0 4px 18px rgba(11,61,145,.12);padding:32px}
h1{font-size:20px;margin:0 0 20px}
h2{font-size:16px;margin:0 0 12px;color:#0b3d91}
dl{display:grid;grid-template-columns:120px 1fr;gap:10px 12px;margin:0 0 28px}
dt{color:#6b7785}dd{margin:0;overflow-wrap:anywhere}
.amount{font-size:28px;font-weight:700;color:#0b3d91}
.actions{display:flex;gap:12px}
button{flex:1;padding:12px 0;font-size:16px;border-radius:6px;border:1px solid #0b3d91;cursor:pointer}
.approve{background:#0b3d91;color:#fff}.decline{background:#fff;color:#0b3d91}
.note{margin-top:20px;font-size:12px;color:#6b7785}
.result{font-size:18px;margin-bottom:16px}
a{color:#0b3d91}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} - Sandbox Pay</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><style>${STYLE}</style></head>
<body><header>Sandbox Pay<small>test gateway · no real money moves</small></header><main>${body}</main></body></html>`;
}

function details(t: SandboxTrade): string {
  return `<dl><dt>Merchant</dt><dd>${escapeHtml(t.merchantName)}</dd>
<dt>Order no.</dt><dd>${escapeHtml(t.outTradeNo)}</dd>
<dt>Goods</dt><dd>${escapeHtml(t.subject)}</dd>
<dt>Amount</dt><dd class="amount">${centsToMoney(t.amount)}</dd>
<dt>Transaction</dt><dd>${escapeHtml(t.tradeNo)}</dd></dl>`;
}

export function cashierPage(t: SandboxTrade): string {
  if (t.status !== 0) return decidedPage(t);
  return page(
    'Confirm payment',
    `<h1>Confirm payment</h1>${details(t)}
<form method="post" action="/sandbox-gateway/cashier/${escapeHtml(t.tradeNo)}/decide" class="actions">
<button class="approve" name="decision" value="approve" type="submit">Approve payment</button>
<button class="decline" name="decision" value="decline" type="submit">Decline</button></form>
<p class="note">The merchant is told of your decision by a signed notification, usually within seconds.</p>`,
  );
}

/** The gateway's record of what it gave back of the payment, as a payer reads it on the payment's page. */
function refundList(refunds: SandboxRefundRow[]): string {
  if (refunds.length === 0) return '';
  const rows = refunds
    .map((r) => `<dt>Refund ${escapeHtml(r.refundNo)}</dt><dd>${centsToMoney(r.amount)}</dd>`)
    .join('');
  const total = refunds.reduce((s, r) => s + r.amount, 0);
  return `<h2>Refunded ${centsToMoney(total)}</h2><dl data-refunds>${rows}</dl>`;
}

export function decidedPage(t: SandboxTrade, refunds: SandboxRefundRow[] = []): string {
  const approved = t.status === 1;
  const back = t.returnUrl ? `<p><a href="${escapeHtml(t.returnUrl)}">Return to the merchant</a></p>` : '';
  return page(
    approved ? 'Payment approved' : 'Payment declined',
    `<p class="result">${approved ? '✔ Payment approved' : '✖ Payment declined'}</p>${details(t)}${refundList(refunds)}${back}
<p class="note">You may close this window.</p>`,
  );
}

export const notFoundPage = () =>
  page('Not found', '<h1>No such payment</h1><p>This payment link is not valid.</p>');
