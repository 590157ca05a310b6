import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two test files at once: Vitest's default on a 2-core machine is one, which leaves a core idle while PGlite
    // (WASM) or a PostgreSQL round trip works. Every file has its own database copy (test/template.ts).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'packages/**/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // The files of a worker share one module graph instead of importing the server afresh each: import was
          // half the suite's time (342 s → 200 s on two cores). Safe because every file builds its own app on its
          // own database copy, and no server test mocks modules, stubs the environment or fakes timers; the one
          // process-wide memory, the outage log's quiet period, is reset by the test that reads it.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'console',
          include: ['apps/console/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'storefront',
          include: ['apps/storefront/src/**/*.test.{ts,tsx}'],
          // Component tests (*.test.tsx) switch to jsdom in their first line; test/setup.ts checks they do.
          environment: 'node',
          setupFiles: ['apps/storefront/src/test/setup.ts'],
          // Vitest's 5 s default is tight for a jsdom page test on a CI machine that runs both database suites
          // beside it; a test waits for what it expects with its own bound, and this only stops one that hangs.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
