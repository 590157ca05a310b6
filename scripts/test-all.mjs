// `npm test`: every test — typecheck, lint, i18n completeness, unit + API tests (PGlite, or PostgreSQL when
// DATABASE_URL is set) and the browser journeys in Chromium — then one summary line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBrowser, ensureBuilt, ensureInstalled, run } from './lib/prepare.mjs';

ensureInstalled();
ensureBrowser();
ensureBuilt();

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-test-reports-'));
const vitestReport = path.join(reports, 'vitest.json');
const e2eReport = path.join(reports, 'playwright.json');
const failures = [];
const step = (name, fn) => {
  console.log(`\n=== ${name} ===`);
  try {
    fn();
  } catch (err) {
    failures.push(name);
    console.error(String(err.message ?? err));
  }
};

step('typecheck', () => run('npm', ['run', 'typecheck']));
step('lint', () => run('npm', ['run', 'lint']));
step('format', () => run('npm', ['run', 'format:check']));
step('i18n', () => run('npm', ['run', 'i18n:check']));
step('unit and API tests', () =>
  run('npm', [
    'run',
    'test:unit',
    '--',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ]),
);
// A caller may run other work while the journeys leave CPU idle (.ci/run starts the PostgreSQL suite then).
if (process.env.MALL_TEST_PHASE_FILE) fs.writeFileSync(process.env.MALL_TEST_PHASE_FILE, 'journeys\n');
step('browser journeys', () =>
  run('npm', ['run', 'test', '-w', 'e2e'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  }),
);

const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);
const vitest = readJson(vitestReport);
const e2e = readJson(e2eReport);
const passed = (vitest?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + failures.length;
console.log(
  `\nunit+API: ${vitest?.numPassedTests ?? 0} passed; journeys: ${e2e?.stats?.expected ?? 0} passed`,
);
if (failures.length) console.log(`failed steps: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
