// `npm test`: every test — typecheck, lint, format, i18n completeness, unit + API tests (PGlite, or PostgreSQL
// when DATABASE_URL is set) and the browser journeys in Chromium — then one summary line.
//
// In two phases, because everything shares two cores: the build and the unit + API tests (~4 minutes), then the
// journeys (the long pole, ~16 minutes). The checks (typecheck, lint, format, i18n: ~2.5 CPU-minutes) run beside
// both at a lower CPU priority (`nice`), soaking up the time the tests leave. The API tests used to run beside the
// journeys too: on PostgreSQL its backends work at normal priority whatever the test process's, and the two
// lanes slowed each other ~2.5× (CI took 51 minutes for ~20 minutes of work alone).
// Step output goes to files and is printed at the end, so the end of the log says what failed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBrowser, ensureBuilt, ensureInstalled, root } from './lib/prepare.mjs';

ensureInstalled();
ensureBrowser();

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-test-reports-'));
const vitestReport = path.join(reports, 'vitest.json');
const e2eReport = path.join(reports, 'playwright.json');
const canNice = process.platform === 'linux' && fs.existsSync('/usr/bin/nice');

/** Runs a command to the end; resolves with its exit code (never rejects). */
function exec(cmd, args, { env = process.env, log, niced = false } = {}) {
  const [file, argv] = niced && canNice ? ['nice', ['-n', '10', cmd, ...args]] : [cmd, args];
  return new Promise((resolve) => {
    const out = log ? fs.openSync(log, 'w') : 'inherit';
    const child = spawn(file, argv, { cwd: root, env, stdio: ['ignore', out, out] });
    child.on('error', (err) => {
      if (log) fs.appendFileSync(log, `${err.message}\n`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      if (log) fs.closeSync(out);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const failures = [];
const lanes = [];
const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

/** Runs steps in turn, each into a log file of its own (niced when asked), and notes how each ended. */
async function runSteps(steps, { niced }) {
  for (const [name, args, env = process.env] of steps) {
    const log = path.join(reports, `${name.replaceAll(' ', '-')}.log`);
    const code = await exec('npm', args, { log, niced, env });
    lanes.push({ name, log, code });
    if (code !== 0) failures.push(name);
    console.log(`--- ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} at ${elapsed()}`);
  }
}

console.log('\n=== build (storefront, console) ===');
let built = true;
try {
  ensureBuilt();
} catch (err) {
  built = false;
  failures.push('build');
  console.error(String(err.message ?? err));
}

// The checks start now, niced, and take whatever CPU the tests leave, across both phases.
const checks = runSteps(
  [
    ['typecheck', ['run', 'typecheck']],
    ['lint', ['run', 'lint']],
    ['format', ['run', 'format:check']],
    ['i18n', ['run', 'i18n:check']],
  ],
  { niced: true },
);

console.log(`\n=== unit and API tests (from ${elapsed()}) ===`);
// The route-weight test measures the build just made rather than making its own.
const unitEnv = built
  ? { ...process.env, STOREFRONT_WEIGHT_DIST: path.join(root, 'apps/storefront/dist') }
  : process.env;
const vitestArgs = ['--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`];
await runSteps([['unit and API tests', ['run', 'test:unit', '--', ...vitestArgs], unitEnv]], {
  niced: false,
});

// A caller may run other work beside the journeys (it is told when they start).
if (process.env.MALL_TEST_PHASE_FILE) fs.writeFileSync(process.env.MALL_TEST_PHASE_FILE, 'journeys\n');
console.log(`\n=== browser journeys (from ${elapsed()}) ===`);
if (built) {
  // The journeys' server runs on embedded PGlite, as `npm start` does, whatever database the API tests use.
  const { DATABASE_URL: _apiTestsOnly, ...journeyEnv } = process.env;
  const code = await exec('npm', ['run', 'test', '-w', 'e2e'], {
    env: { ...journeyEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  });
  if (code !== 0) failures.push('browser journeys');
}
await checks;

for (const { name, log } of lanes) {
  console.log(`\n=== ${name} ===`);
  process.stdout.write(fs.readFileSync(log, 'utf8'));
}

const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);
const vitest = readJson(vitestReport);
const e2e = readJson(e2eReport);
const passed = (vitest?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + failures.length;
console.log(
  `\nunit+API: ${vitest?.numPassedTests ?? 0} passed${process.env.DATABASE_URL ? ' (PostgreSQL)' : ' (PGlite)'}; ` +
    `journeys: ${e2e?.stats?.expected ?? 0} passed, ${e2e?.stats?.flaky ?? 0} flaky; ${elapsed()}`,
);
if (failures.length) console.log(`failed steps: ${[...new Set(failures)].join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
