import type { account } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { insertOutboxMessage, selectOutbox } from './outbox.repository.ts';

const OUTBOX_PAGE = 50;

export async function recordOutbox(db: Db, msg: { channel: 'sms' | 'email'; to: string; text: string }) {
  await insertOutboxMessage(db, {
    channel: msg.channel,
    recipient: msg.to,
    text: msg.text,
    createTime: Math.floor(Date.now() / 1000),
  });
}

/** The newest messages, all or those to one recipient. */
export async function readOutbox(db: Db, to?: string): Promise<account.OutboxItem[]> {
  const rows = await selectOutbox(db, OUTBOX_PAGE, to);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel === 'email' ? 'email' : 'sms',
    to: r.recipient,
    text: r.text,
    create_time: r.createTime,
  }));
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain page that refreshes itself, for people trying the demo without a phone or mailbox. */
export function outboxPage(items: account.OutboxItem[]): string {
  const rows = items
    .map(
      (m) =>
        `<tr><td>${new Date(m.create_time * 1000).toISOString().replace('T', ' ').slice(0, 19)}</td>` +
        `<td>${m.channel}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.text)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>Demo outbox</title><style>body{font:14px sans-serif;margin:24px;background:#f5f5f5}
table{border-collapse:collapse;background:#fff;width:100%}td,th{border:1px solid #ddd;padding:6px 10px;text-align:left}</style>
</head><body><h1>Demo outbox</h1><p>Verification codes and e-mails the mall "sent" (newest first, last ${OUTBOX_PAGE}).
This page exists only outside production mode.</p>
<table><tr><th>time (UTC)</th><th>channel</th><th>to</th><th>text</th></tr>${rows || '<tr><td colspan="4">nothing sent yet</td></tr>'}</table>
</body></html>`;
}
