// `npm test`: every test — typecheck, lint, format, i18n completeness, unit + API tests (PGlite, or PostgreSQL
// when DATABASE_URL is set) and the browser journeys in Chromium — then one summary line.
//
// Two lanes share the machine. The journeys are the long pole (~15 minutes) and leave about half of the CPU idle
// while browsers and the server wait on one another, so the checks and the unit + API tests run beside them at a
// lower CPU priority (`nice`): they soak up the idle time without slowing the journeys, whose steps have timeouts.
// Lane output goes to files and is printed after the journeys, so the end of the log says what failed.
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

/** The background lane: each step in turn, niced, its output kept for the end. */
async function checksLane() {
  const steps = [
    ['typecheck', ['run', 'typecheck']],
    ['lint', ['run', 'lint']],
    ['format', ['run', 'format:check']],
    ['i18n', ['run', 'i18n:check']],
    [
      'unit and API tests',
      [
        'run',
        'test:unit',
        '--',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${vitestReport}`,
      ],
    ],
  ];
  for (const [name, args] of steps) {
    const log = path.join(reports, `${name.replaceAll(' ', '-')}.log`);
    // By the time the tests start the storefront is built (ensureBuilt below runs synchronously, so no lane step
    // ends before it): the route-weight test measures that build rather than making its own.
    const env =
      name === 'unit and API tests' && built
        ? { ...process.env, STOREFRONT_WEIGHT_DIST: path.join(root, 'apps/storefront/dist') }
        : process.env;
    const code = await exec('npm', args, { log, niced: true, env });
    lanes.push({ name, log, code });
    if (code !== 0) failures.push(name);
    console.log(`--- ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} at ${elapsed()}`);
  }
}

let built = true;
const checks = checksLane();

console.log('\n=== build (storefront, console) ===');
try {
  ensureBuilt();
} catch (err) {
  built = false;
  failures.push('build');
  console.error(String(err.message ?? err));
}

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
