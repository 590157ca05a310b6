// Plain JavaScript on purpose: these run before dependencies (and the pinned Node 24) are installed,
// under whatever node launched npm.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const node24 = path.join(root, 'node_modules/.bin/node');

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${res.status ?? res.signal})`);
}

const newestMtime = (dir) => {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
};

/** Installs dependencies when they are missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (
    fs.existsSync(marker) &&
    fs.existsSync(node24) &&
    fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs
  )
    return;
  console.log('Installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

/** The newest change time among these sources (files or folders, recursively). */
const newestOf = (sources) =>
  Math.max(
    ...sources
      .map((p) => path.join(root, p))
      .map((s) => (fs.statSync(s).isDirectory() ? newestMtime(s) : fs.statSync(s).mtimeMs)),
  );

/** The web apps the server serves, each built into its dist/ from its own sources and the contracts. */
const WEB_APPS = ['storefront', 'console'];

/** Builds the storefront and the console when a build is missing or older than its sources. */
export function ensureBuilt() {
  const stale = WEB_APPS.filter((app) => {
    const index = path.join(root, `apps/${app}/dist/index.html`);
    const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
    return built < newestOf([`apps/${app}/src`, `apps/${app}/index.html`, 'packages/contracts/src']);
  });
  for (const app of stale) {
    console.log(`Building the ${app}…`);
    run('npm', ['run', 'build', '-w', `apps/${app}`]);
  }
}

const has = (cmd, args) => {
  try {
    execFileSync(cmd, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/**
 * The browser journeys need Debian's Chromium and CJK fonts; install them when missing and we can. They run in
 * its headless shell (chromium-headless-shell: the same Blink without the browser's window machinery), which
 * does the same page visits for about half of Chromium's CPU; without it they run in Chromium itself.
 */
export function ensureBrowser() {
  const missing = [
    ['chromium', !fs.existsSync('/usr/bin/chromium')],
    ['chromium-headless-shell', !fs.existsSync('/usr/bin/chromium-headless-shell')],
    ['fonts-wqy-microhei', !has('dpkg', ['-s', 'fonts-wqy-microhei'])],
  ]
    .filter(([, isMissing]) => isMissing)
    .map(([name]) => name);
  if (missing.length === 0) return;
  const canApt = process.getuid?.() === 0 && has('apt-get', ['--version']);
  if (!canApt) {
    const advice = `install it with \`sudo apt-get install -y ${missing.join(' ')}\``;
    if (missing.includes('chromium')) throw new Error(`Chromium is missing: ${advice}.`);
    console.warn(
      `Missing ${missing.join(', ')} (${advice}): the journeys run, but slower or with CJK as boxes.`,
    );
    return;
  }
  console.log(`Installing ${missing.join(', ')} from Debian…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-q'], { env });
  run('apt-get', ['install', '-y', '-q', ...missing], { env });
}
