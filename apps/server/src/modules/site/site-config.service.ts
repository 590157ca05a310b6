import { PING_INTERVAL_MS, site, toJsonText, type Lang } from '@mall/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../platform/database.ts';
import { pickI18n } from '../../platform/i18n/translate.ts';
import { selectConfigValue } from './site.repository.ts';

/**
 * Reads one platform configuration row and checks it against its contract; a missing or malformed row
 * yields the fallback, so a half-configured platform still renders.
 */
export async function readConfig<S extends z.ZodType>(
  db: Db | Tx,
  key: string,
  schema: S,
  fallback: z.infer<S>,
): Promise<z.infer<S>> {
  const parsed = schema.safeParse(await selectConfigValue(db, key));
  return parsed.success ? parsed.data : fallback;
}

const EMPTY_COPYRIGHT: site.Copyright = {
  logo: '',
  company_name: '',
  copyright_link: '',
  copyright_desc: '',
  icp: '',
  gov_record: '',
  gov_url: '',
  market_supervision_url: '',
};

/** The words of the copyright block a platform writes per language; the record numbers and links are one. */
const COPYRIGHT_WORDS = ['company_name', 'copyright_desc'] as const;
const storedCopyright = site.copyrightSchema.extend({ i18n: z.unknown().optional() });

/** The footer's copyright block in the request's language, each text falling back to the one written. */
export async function copyright(db: Db, lang: Lang): Promise<site.Copyright> {
  const { i18n, ...stored } = await readConfig(db, 'COPYRIGHT', storedCopyright, EMPTY_COPYRIGHT);
  for (const field of COPYRIGHT_WORDS) stored[field] = pickI18n(i18n, lang, field, stored[field]);
  return stored;
}

export const defaultImages = (db: Db) =>
  readConfig(
    db,
    'DEFAULT_IMAGE',
    site.defaultImagesSchema,
    Object.fromEntries(site.DEFAULT_IMAGE_KEYS.map((k) => [k, ''])) as site.DefaultImages,
  );

export const categoryConfig = (db: Db) =>
  readConfig(db, 'PC_CATEGORY_CONFIG', site.categoryConfigSchema, { category: 1, img: 1 });

const storedFloatLayer = site.floatLayerStoredSchema.extend({ i18n: z.unknown().optional() });

/**
 * The home pop-up; its link leaves as JSON text, as the original answers it. Its title (the picture's alt text)
 * and its picture, whose words are drawn in one language, can be given per language.
 */
export async function floatLayer(db: Db, lang: Lang): Promise<site.FloatLayer> {
  const { i18n, ...stored } = await readConfig(db, 'PC_FLOAT_LAYER', storedFloatLayer, {
    title: '',
    url: { url: '' },
    is_show: 0,
    number: '1',
    img_url: '',
  });
  return {
    ...stored,
    title: pickI18n(i18n, lang, 'title', stored.title),
    img_url: pickI18n(i18n, lang, 'img_url', stored.img_url),
    url: toJsonText(stored.url),
  };
}

const servicerStored = site.servicerConfigSchema.omit({ socket_url: true }).partial();
export const SERVICER_CONFIG = 'SERVICER_ROOT_CONFIG';

/** The operator's customer-service setting as stored (what a missing field means is decided here, once). */
export async function servicerSetting(db: Db | Tx) {
  const stored = await readConfig(db, SERVICER_CONFIG, servicerStored, {});
  return {
    type: stored.type ?? 'disable',
    third: stored.third ?? '',
    applet: stored.applet ?? 0,
    ping_interval: stored.ping_interval ?? PING_INTERVAL_MS,
  } satisfies Omit<site.ServicerConfig, 'socket_url'>;
}

/** The setting and the chat socket's address (configuration: the mall's own /ws unless CHAT_SOCKET_URL). */
export async function servicerConfig(db: Db, socketUrl: string): Promise<site.ServicerConfig> {
  return { ...(await servicerSetting(db)), socket_url: socketUrl };
}
