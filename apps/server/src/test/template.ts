import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const serverSrc = path.resolve(import.meta.dirname, '..');

/** A fingerprint of the migrations and the seed, so a prepared template is rebuilt when either changes. */
export function templateFingerprint(): string {
  const hash = crypto.createHash('sha1');
  for (const dir of ['db/migrations', 'db/seed', 'db/schema']) {
    const root = path.join(serverSrc, dir);
    for (const file of fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).sort()) {
      const full = path.join(root, file);
      if (fs.statSync(full).isFile() && !file.endsWith('.test.ts'))
        hash.update(file).update(fs.readFileSync(full));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

export const pgliteTemplateDir = () => path.join(os.tmpdir(), `mall-test-template-${templateFingerprint()}`);

/**
 * The PostgreSQL template, named by the fingerprint: test runs of different code on one server (several
 * worktrees, one PostgreSQL) each clone their own schema and seed instead of dropping each other's.
 */
export const PG_TEMPLATE_DB = `mall_test_template_${templateFingerprint()}`;

/**
 * The statement that makes a test's own copy of the template. FILE_COPY copies the template's files (and
 * checkpoints) instead of writing every page of it to the WAL, PostgreSQL 15's default: the copy and its later
 * drop cost half the CPU (0.24 against 0.5 CPU-seconds a pair, 29 MB template, measured on CI's machine), and a
 * CI run makes about two hundred of them.
 */
export const cloneTemplate = (name: string) =>
  `create database ${name} template ${PG_TEMPLATE_DB} strategy file_copy`;

/** The same server, another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
