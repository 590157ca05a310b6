import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.MALL_API ?? 'http://localhost:8080';

export default defineConfig({
  base: '/web/',
  plugins: [react()],
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
  },
});
