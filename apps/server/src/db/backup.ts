import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * Backups of the embedded database. PGlite keeps its files only consistent while one process has them open, so
 * a backup is taken with the mall stopped (the caller holds the data folder lock): PGlite's own `dumpDataDir`
 * (a gzipped tarball of the whole PostgreSQL data directory), the upload folder copied beside it, and row
 * checksums of the money tables, which a restore compares before it says it worked.
 */

export const DATABASE_FILE = 'database.tar.gz';
export const UPLOADS_FOLDER = 'upload';
export const MANIFEST_FILE = 'backup.json';

/** The rows whose loss would cost money: orders, their lines and payments, balances and the ledger. */
const CHECKED = {
  orders: `select md5(coalesce(string_agg(t::text, '|' order by order_id), '')) from "order" t`,
  order_goods: `select md5(coalesce(string_agg(t::text, '|' order by order_goods_id), '')) from order_goods t`,
  payments: `select md5(coalesce(string_agg(t::text, '|' order by id), '')) from pay t`,
  balances: `select md5(coalesce(string_agg(concat_ws(':', member_id, balance, balance_money, point), '|'
    order by member_id), '')) from member`,
  ledger: `select md5(coalesce(string_agg(t::text, '|' order by id), '')) from member_account t`,
} as const;

export type Checksums = Record<keyof typeof CHECKED, string>;

export interface Manifest {
  createdAt: string;
  checksums: Checksums;
}

/** A fingerprint of every money row (text of each row, in key order): equal means byte for byte the same. */
export async function moneyChecksums(db: PGlite): Promise<Checksums> {
  const out = {} as Checksums;
  for (const [name, text] of Object.entries(CHECKED) as [keyof Checksums, string][]) {
    const result = await db.query<{ md5: string }>(text);
    out[name] = result.rows[0]!.md5;
  }
  return out;
}

/** Writes a backup of `<dataDir>/pglite` and the upload folder into `outDir` (created; must not exist). */
export async function backupEmbedded(opts: { pgliteDir: string; uploadDir: string; outDir: string }) {
  if (!fs.existsSync(path.join(opts.pgliteDir, 'PG_VERSION')))
    throw new Error(`No embedded database in ${opts.pgliteDir}: nothing to back up.`);
  fs.mkdirSync(opts.outDir, { recursive: false });
  const db = await PGlite.create(opts.pgliteDir);
  try {
    const tarball = await db.dumpDataDir('gzip');
    fs.writeFileSync(path.join(opts.outDir, DATABASE_FILE), Buffer.from(await tarball.arrayBuffer()));
    const manifest: Manifest = { createdAt: new Date().toISOString(), checksums: await moneyChecksums(db) };
    fs.writeFileSync(path.join(opts.outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  } finally {
    await db.close();
  }
  if (fs.existsSync(opts.uploadDir))
    fs.cpSync(opts.uploadDir, path.join(opts.outDir, UPLOADS_FOLDER), { recursive: true });
}

export function readManifest(backupDir: string): Manifest {
  const file = path.join(backupDir, MANIFEST_FILE);
  if (!fs.existsSync(file) || !fs.existsSync(path.join(backupDir, DATABASE_FILE)))
    throw new Error(`${backupDir} is not a mall backup (no ${MANIFEST_FILE} and ${DATABASE_FILE}).`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** Moves a folder aside (kept, never deleted: a restore can be undone by hand); answers where it went. */
function setAside(dir: string, stamp: string): string | undefined {
  if (!fs.existsSync(dir)) return undefined;
  const aside = `${dir}.before-restore-${stamp}`;
  fs.renameSync(dir, aside);
  return aside;
}

/**
 * Replaces the embedded database and uploads with a backup's. The current ones are moved aside, not deleted.
 * Answers where they went; throws when the restored rows do not match the backup's checksums.
 */
export async function restoreEmbedded(opts: { backupDir: string; pgliteDir: string; uploadDir: string }) {
  const manifest = readManifest(opts.backupDir);
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
  const keptDatabase = setAside(opts.pgliteDir, stamp);
  fs.mkdirSync(opts.pgliteDir, { recursive: true });
  const tarball = new Blob([fs.readFileSync(path.join(opts.backupDir, DATABASE_FILE))]);
  const db = await PGlite.create(opts.pgliteDir, { loadDataDir: tarball });
  let checksums: Checksums;
  try {
    checksums = await moneyChecksums(db);
  } finally {
    await db.close();
  }
  const differing = Object.keys(manifest.checksums).filter(
    (k) => manifest.checksums[k as keyof Checksums] !== checksums[k as keyof Checksums],
  );
  if (differing.length) throw new Error(`Restored rows differ from the backup in: ${differing.join(', ')}`);
  const savedUploads = path.join(opts.backupDir, UPLOADS_FOLDER);
  const keptUploads = fs.existsSync(savedUploads) ? setAside(opts.uploadDir, stamp) : undefined;
  if (fs.existsSync(savedUploads)) fs.cpSync(savedUploads, opts.uploadDir, { recursive: true });
  return { keptDatabase, keptUploads, manifest };
}
