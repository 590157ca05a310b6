import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messageOutbox } from '../../db/schema/index.ts';

export async function insertOutboxMessage(
  db: Db,
  row: { channel: string; recipient: string; text: string; createTime: number },
): Promise<void> {
  await db.insert(messageOutbox).values(row);
}

/** The newest messages, all or those to one recipient. */
export function selectOutbox(db: Db, limit: number, recipient?: string) {
  return db
    .select()
    .from(messageOutbox)
    .where(recipient ? eq(messageOutbox.recipient, recipient) : undefined)
    .orderBy(desc(messageOutbox.id))
    .limit(limit);
}
