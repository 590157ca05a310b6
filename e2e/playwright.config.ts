import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { runDataDir } from './support/data-dir.ts';
import { CODE_RESEND_SECONDS } from './support/server-settings.ts';

/** /dev/shm holds at least 1 GiB (Docker's default of 64 MiB is why Playwright avoids it). */
function bigDevShm(): boolean {
  try {
    const { bsize, blocks } = fs.statfsSync('/dev/shm');
    return bsize * blocks >= 2 ** 30;
  } catch {
    return false;
  }
}

/**
 * Chromium raises its browser and GPU processes to nice -8. On two cores three browsers then starve the one server
 * they all wait on (pages sat on "Loading…" for 20 s while their scripts queued): as root, the server runs above
 * them. Elsewhere it keeps the default priority.
 */
function serverPriority(): string {
  return process.getuid?.() === 0 && fs.existsSync('/usr/bin/nice') ? 'nice -n -10 ' : '';
}

/**
 * Debian's headless shell (chromium-headless-shell) when it is installed and nobody asked to watch: the same Blink
 * without the full browser's window and compositor machinery. Six cold page visits cost Chromium 24–26
 * CPU-seconds and the shell 9–12, and Chromium was two thirds of the journeys' CPU. `--headed`, `--debug` and
 * `--ui` need a real window, so they get Chromium.
 */
function browserPath(): string {
  const shell = '/usr/bin/chromium-headless-shell';
  const watched =
    process.argv.some((a) => ['--headed', '--debug', '--ui'].includes(a)) || !!process.env.PWDEBUG;
  return !watched && fs.existsSync(shell) ? shell : '/usr/bin/chromium';
}

const port = Number(process.env.E2E_PORT ?? 8099);
const origin = `http://127.0.0.1:${port}`;
// The repo pins Node 24 (type stripping runs the server's .ts directly); the system node may be older.
const node = path.resolve(import.meta.dirname, '../node_modules/.bin/node');

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Two at once: on two shared cores a third browser added more contention than throughput (the chat journey's
  // send stalled under three in CI, and passed alone).
  workers: 2,
  // Two cores run the server, two browsers and the build: a retry absorbs a stall, never a real failure twice.
  retries: process.env.CI ? 2 : 0,
  // The JSON report feeds the one-line summary of `npm test` (scripts/test-all.mjs).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  // CI runs three browsers, the server and the checks on two cores: a page that takes 3 s alone can take 12 s
  // there. Longer waits in CI keep a slow step from failing, and a real failure still fails.
  timeout: process.env.CI ? 90_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `${origin}/web/`,
    viewport: { width: 1440, height: 900 },
    // The apps turn antd's animations off for visitors who ask for less motion: a journey then never waits for a
    // fade-out that a loaded machine finishes late or never (a Popconfirm still 'visible' long after it closed).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: browserPath(),
      // Playwright's default --disable-dev-shm-usage puts Chromium's shared memory in files under /tmp, a disk on
      // these machines; /dev/shm is a large tmpfs here and costs far less system time.
      ...(bigDevShm() ? { ignoreDefaultArgs: ['--disable-dev-shm-usage'] } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // A trace records a screencast of every step: Chromium's GPU and browser processes then spent most of CI's
    // CPU (a sample of 34 journeys: 579 → 334 CPU-seconds, 304 → 180 s, without it). A journey that fails is
    // traced from its first retry, so a failure seen twice still leaves its trace; one run alone (no retries
    // outside CI) records on its own failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    { name: 'journeys', testIgnore: /\.site-wide\.spec\.ts$/ },
    // Journeys that change the whole mall for everyone (closing the site) run alone, after all the others, so no
    // parallel journey meets a closed storefront.
    { name: 'site-wide', testMatch: /\.site-wide\.spec\.ts$/, dependencies: ['journeys'] },
  ],
  webServer: {
    command: `${serverPriority()}"${node}" ../apps/server/src/main.ts`,
    url: `${origin}/healthz`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: runDataDir(),
      SEED: 'demo',
      // Absolute links (the sandbox cashier, the payment return) come from PUBLIC_URL, never from the request.
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      // Every journey sends its codes from 127.0.0.1; the per-IP hourly limit is for real traffic.
      CODE_SENDS_PER_IP_HOUR: '100000',
      // A few seconds between two codes to one target instead of a minute (support/server-settings.ts).
      CODE_RESEND_SECONDS: String(CODE_RESEND_SECONDS),
      // Parallel work on one machine can point the server at its own storefront and console builds.
      ...(process.env.STOREFRONT_DIST ? { STOREFRONT_DIST: process.env.STOREFRONT_DIST } : {}),
      ...(process.env.CONSOLE_DIST ? { CONSOLE_DIST: process.env.CONSOLE_DIST } : {}),
    },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
