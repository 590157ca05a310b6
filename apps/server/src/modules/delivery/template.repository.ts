import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageOffset, pageWithTotal } from '../../db/paging.ts';
import { expressTemplate, expressTemplateItem } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/database.ts';

/* A shop's freight templates, for the merchant console: every statement carries the session's shop. */

export type TemplateRow = typeof expressTemplate.$inferSelect;
export type TemplateItemRow = typeof expressTemplateItem.$inferSelect;
type ItemValues = Omit<typeof expressTemplateItem.$inferInsert, 'templateId' | 'itemId'>;

/** A page of the shop's templates and, in one more query, their fee rules. */
export async function selectTemplatePage(db: Db, siteId: number, page: number, pageSize: number) {
  const where = eq(expressTemplate.siteId, siteId);
  const { rows, total } = await pageWithTotal(
    db
      .select()
      .from(expressTemplate)
      .where(where)
      .orderBy(desc(expressTemplate.isDefault), asc(expressTemplate.templateId))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db.select({ n: count() }).from(expressTemplate).where(where),
  );
  const items = await selectItems(
    db,
    rows.map((r) => r.templateId),
  );
  return { rows, items, total };
}

export async function selectItems(db: Db | Tx, templateIds: number[]): Promise<TemplateItemRow[]> {
  if (templateIds.length === 0) return [];
  return db
    .select()
    .from(expressTemplateItem)
    .where(inArray(expressTemplateItem.templateId, templateIds))
    .orderBy(asc(expressTemplateItem.itemId));
}

export async function selectTemplate(db: Db | Tx, siteId: number, templateId: number, lock = false) {
  const q = db
    .select()
    .from(expressTemplate)
    .where(and(eq(expressTemplate.templateId, templateId), eq(expressTemplate.siteId, siteId)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function insertTemplate(tx: Tx, values: typeof expressTemplate.$inferInsert) {
  const [row] = await tx.insert(expressTemplate).values(values).returning();
  return row!;
}

export async function updateTemplate(
  tx: Tx,
  siteId: number,
  templateId: number,
  values: Partial<typeof expressTemplate.$inferInsert>,
) {
  const [row] = await tx
    .update(expressTemplate)
    .set(values)
    .where(and(eq(expressTemplate.templateId, templateId), eq(expressTemplate.siteId, siteId)))
    .returning();
  return row!;
}

/** One default per shop: the others of the shop stop being it. */
export async function clearOtherDefaults(tx: Tx, siteId: number, templateId: number): Promise<void> {
  await tx
    .update(expressTemplate)
    .set({ isDefault: 0 })
    .where(and(eq(expressTemplate.siteId, siteId), ne(expressTemplate.templateId, templateId)));
}

export async function replaceItems(tx: Tx, templateId: number, items: ItemValues[]) {
  await tx.delete(expressTemplateItem).where(eq(expressTemplateItem.templateId, templateId));
  return tx
    .insert(expressTemplateItem)
    .values(items.map((i) => ({ ...i, templateId })))
    .returning();
}

export async function deleteTemplate(tx: Tx, siteId: number, templateId: number): Promise<void> {
  await tx.delete(expressTemplateItem).where(eq(expressTemplateItem.templateId, templateId));
  await tx
    .delete(expressTemplate)
    .where(and(eq(expressTemplate.templateId, templateId), eq(expressTemplate.siteId, siteId)));
}
