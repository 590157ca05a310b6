import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/vite-precompress.ts';

const api = process.env.MALL_API ?? 'http://localhost:8080';

export default defineConfig({
  base: '/web/',
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/pc', '/upload', '/servicer', '/coupon', '/seckill', '/healthz'].map((p) => [p, api]),
    ),
  },
  build: {
    outDir: 'dist',
    // The manifest lets bench/ and the size test add up each route's first-load JavaScript.
    manifest: true,
    // No vendor groups: antd, the contracts and the locales split by route, so a page downloads only what it
    // renders (issue 12). The size test holds the budgets.
    rolldownOptions: {
      treeshake: {
        // antd's shell parts reach @rc-component packages (rc-form through tooltips and inputs, the popup engine
        // through ConfigProvider) for a few exports each. They have no side effects but do not declare it, so
        // without this every page carried all of rc-form, its validator and the popup engine (issue 12).
        moduleSideEffects: (id: string) =>
          /[\\/]node_modules[\\/]@rc-component[\\/]/.test(id) ? false : undefined,
      },
    },
  },
});
