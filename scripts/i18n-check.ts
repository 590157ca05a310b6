/**
 * Fails when any locale of a web app (storefront, console) lacks a key that en-us (the key source) has, or has
 * one en-us does not, or leaves a value empty. Run by `npm run verify`.
 */
import fs from 'node:fs';
import path from 'node:path';

const LANGS = ['en-us', 'zh-cn', 'zh-tw', 'ko-kr', 'ru'];
const APPS = ['storefront', 'console'];

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value))
      for (const [fk, fv] of flatten(v, prefix ? `${prefix}.${k}` : k)) out.set(fk, fv);
  } else out.set(prefix, value);
  return out;
}

const readNamespace = (root: string, lang: string, ns: string) => {
  const file = path.join(root, lang, `${ns}.json`);
  return fs.existsSync(file) ? flatten(JSON.parse(fs.readFileSync(file, 'utf8'))) : null;
};

/*
 * i18next plurals: en-us holds `key_one` and `key_other`; each language must hold exactly the forms its plural
 * rules use (Intl.PluralRules, as i18next picks them): ru `_one/_few/_many/_other`, zh and ko only `_other`.
 */
const PLURAL_SUFFIX = /^(.*)_(zero|one|two|few|many|other)$/;

function expectedKeys(source: Map<string, unknown>, lang: string): Set<string> {
  const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  const out = new Set<string>();
  for (const key of source.keys()) {
    const base = PLURAL_SUFFIX.exec(key)?.[1];
    if (base !== undefined && source.has(`${base}_other`)) for (const f of forms) out.add(`${base}_${f}`);
    else out.add(key);
  }
  return out;
}

const problems: string[] = [];
const summary: string[] = [];

function checkApp(app: string): void {
  const root = path.resolve(import.meta.dirname, `../apps/${app}/src/locales`);
  const namespaces = new Set(
    LANGS.flatMap((l) => (fs.existsSync(path.join(root, l)) ? fs.readdirSync(path.join(root, l)) : [])),
  );
  for (const file of [...namespaces].filter((f) => f.endsWith('.json')).sort()) {
    const ns = file.replace(/\.json$/, '');
    const source = readNamespace(root, 'en-us', ns);
    if (!source) {
      problems.push(`${app}: en-us lacks the namespace ${ns}`);
      continue;
    }
    for (const lang of LANGS) {
      const keys = readNamespace(root, lang, ns);
      if (!keys) {
        problems.push(`${app}: ${lang} lacks the namespace ${ns}`);
        continue;
      }
      const expected = expectedKeys(source, lang);
      for (const key of expected)
        if (!keys.has(key)) problems.push(`${app}: ${lang}/${ns}.json lacks "${key}"`);
      for (const [key, value] of keys) {
        if (!expected.has(key))
          problems.push(`${app}: ${lang}/${ns}.json has "${key}", which en-us does not`);
        if (typeof value !== 'string' || value.trim() === '')
          problems.push(`${app}: ${lang}/${ns}.json: "${key}" is empty or not text`);
      }
    }
  }
  summary.push(`${app} ${namespaces.size} namespaces`);
}

for (const app of APPS) checkApp(app);

if (problems.length) {
  process.stderr.write(`i18n check failed (${problems.length}):\n  ${problems.join('\n  ')}\n`);
  process.exit(1);
}
process.stdout.write(`i18n check: ${summary.join(', ')} complete in ${LANGS.length} languages\n`);
