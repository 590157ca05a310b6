import type { Lang } from '@mall/contracts';

/**
 * Every namespace file of every language, found at build time: a feature adds `locales/<lang>/<ns>.json`
 * for all five languages and it is picked up here (scripts/i18n-check.ts fails the build on a missing key).
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.json', { eager: true });

export const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, mod] of Object.entries(files)) {
  const [, lang, ns] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (!lang || !ns) continue;
  (resources[lang as Lang] ??= {})[ns] = mod.default;
}
