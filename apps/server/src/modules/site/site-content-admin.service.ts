import { operatorContent, type Translations } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { changeCachedData } from '../../platform/cache/cache-generation.ts';
import type { OperatorContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import * as repo from './site-content-admin.repository.ts';
import { selectPlatformConfig, upsertPlatformConfig } from './site-settings.repository.ts';

/*
 * The operator's adverts and documents with their translations (issue 14 item 4): what a shopper reads in
 * their language is written here. Every write is one transaction with its audit row.
 */

const advertView = (r: Awaited<ReturnType<typeof repo.selectAdvertsForAdmin>>[number]) => ({
  adv_id: r.advert.advId,
  ap_id: r.advert.apId,
  ap_name: r.apName,
  keyword: r.keyword,
  adv_title: r.advert.advTitle,
  adv_image: r.advert.advImage,
  slide_sort: r.advert.slideSort,
  state: r.advert.state as 0 | 1,
  i18n: r.advert.i18n as Translations,
});

export async function advertList(db: Db): Promise<operatorContent.AdminAdvert[]> {
  return (await repo.selectAdvertsForAdmin(db)).map(advertView);
}

export async function saveAdvert(db: Db, ctx: OperatorContext, input: operatorContent.AdvertSaveInput) {
  const fields: repo.AdvertFields = {
    advTitle: input.adv_title,
    advImage: input.adv_image,
    state: input.state,
    i18n: input.i18n,
  };
  await changeCachedData(db, async (tx) => {
    const before = await repo.lockAdvert(tx, input.adv_id);
    if (!before) throw notFound();
    await repo.updateAdvert(tx, input.adv_id, fields);
    await ctx.audit(tx, { target: 'adv', targetId: input.adv_id, before, after: fields });
  });
  return null;
}

type StoredDocument = { title?: string; content?: string; i18n?: Translations };

export async function documentList(db: Db): Promise<operatorContent.AdminDocument[]> {
  return Promise.all(
    operatorContent.DOCUMENT_KEYS.map(async (key) => {
      const stored = ((await selectPlatformConfig(db, key)) ?? {}) as StoredDocument;
      return { key, title: stored.title ?? '', content: stored.content ?? '', i18n: stored.i18n ?? {} };
    }),
  );
}

/** Bodies go through the shared rich-text allow-list, in every language, as notices do. */
export async function saveDocument(db: Db, ctx: OperatorContext, input: operatorContent.DocumentSaveInput) {
  const i18n = Object.fromEntries(
    Object.entries(input.i18n).map(([lang, f]) => [
      lang,
      f.content === undefined ? f : { ...f, content: sanitizeRichText(f.content) },
    ]),
  );
  const value = { title: input.title, content: sanitizeRichText(input.content), i18n };
  await db.transaction(async (tx) => {
    const before = await selectPlatformConfig(tx, input.key);
    await upsertPlatformConfig(tx, input.key, value);
    await ctx.audit(tx, {
      target: 'config',
      targetId: 0,
      before: before ?? null,
      after: { key: input.key, ...value },
    });
  });
  return null;
}
