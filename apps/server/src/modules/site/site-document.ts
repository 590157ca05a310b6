import { type Lang } from '@mall/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { pickI18n } from '../../platform/i18n/translate.ts';
import { readConfig } from './site-config.service.ts';

/**
 * A platform document kept in one config row (the registration agreement, the after-sales guarantee):
 * `{title, content, i18n?: {"zh-cn": {title, content}, …}}`. Answers it in the request's language, each
 * field falling back to the text as written.
 */
const storedDocument = z.object({ title: z.string(), content: z.string(), i18n: z.unknown().optional() });

export async function readDocument(
  db: Db,
  key: string,
  lang: Lang,
): Promise<{ title: string; content: string }> {
  const doc = await readConfig(db, key, storedDocument, { title: '', content: '' });
  return {
    title: pickI18n(doc.i18n, lang, 'title', doc.title),
    content: pickI18n(doc.i18n, lang, 'content', doc.content),
  };
}
