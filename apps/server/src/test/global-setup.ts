import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { seedDemo } from '../db/seed/index.ts';
import { adminQuery, PG_TEMPLATE_DB, pgliteTemplateDir, withDatabase } from './template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplateUrl: string;
  }
}

/**
 * Creating PGlite costs seconds, so the schema and demo data are prepared once: a folder each test file
 * copies (PGlite), or a template database each test file clones (PostgreSQL, when DATABASE_URL is set).
 */
export async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    await adminQuery(url, `drop database if exists ${PG_TEMPLATE_DB} with (force)`);
    await adminQuery(url, `create database ${PG_TEMPLATE_DB}`);
    const templateUrl = withDatabase(url, PG_TEMPLATE_DB);
    const database = await openDatabase({ url: templateUrl });
    // As the server seeds: on a connection without the pool's statement timeout.
    await database.exclusive((db) => seedDemo(db));
    await database.close();
    project.provide('pgTemplateUrl', templateUrl);
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = pgliteTemplateDir();
  if (!fs.existsSync(`${dir}/ready`)) await withLock(`${dir}.lock`, () => preparePgliteTemplate(dir));
  project.provide('pgliteTemplate', `${dir}/pgdata`);
  project.provide('pgTemplateUrl', '');
}

async function preparePgliteTemplate(dir: string): Promise<void> {
  if (fs.existsSync(`${dir}/ready`)) return; // another run prepared it while this one waited
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const database = await openDatabase({ pgliteDir: `${dir}/pgdata` });
  await seedDemo(database.db);
  await database.close();
  fs.writeFileSync(`${dir}/ready`, '');
}

/** Two test runs started together must not build one template folder at once; mkdir is atomic. */
async function withLock(lockDir: string, work: () => Promise<void>): Promise<void> {
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      break;
    } catch {
      // A lock older than 10 minutes belongs to a run that died.
      const age = Date.now() - (fs.statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 600_000) fs.rmSync(lockDir, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    await work();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}
