import { defineConfig } from 'vitest/config';
export default defineConfig({
  test: { root: '/work/main', include: ['apps/server/src/db/seed/**/*.test.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 180_000 },
});
