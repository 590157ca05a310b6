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
    // The contracts and the locales split by route, so a page downloads only what it renders (issue 12; the size
    // test holds the budgets). Two groups join the parts nearly every page loads anyway: left to
    // the automatic split, a first visit fetched ~90 chunks of 1-3 KiB, and over HTTP/1.1's six connections on a
    // phone network each wave of six costs a round trip (Lighthouse mobile: cart LCP 5.6 s → 4.0 s, goods page
    // 7.1 s → 5.4 s). Measured in bench/RESULTS.md ("Fewer chunks").
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry runs before any page: React, the router, queries, i18n, dates.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|dayjs|html-parse-stringify|void-elements|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            // The site's chrome (top bar, search, navigation, side bar, footer) and what it needs: every page
            // but the login and blank ones draws it, and it draws without antd.
            {
              name: 'site-chrome',
              test: /src[\\/](app[\\/]layouts[\\/]main-layout|features[\\/]site[\\/]components[\\/]chrome[\\/])/,
              priority: 10,
            },
          ],
        },
      },
      treeshake: {
        // The icons and the QR encoder reach @rc-component packages for a few exports each. They have no side
        // effects but do not declare it, so without this a page would carry whole modules it uses one function of.
        moduleSideEffects: (id: string) =>
          /[\\/]node_modules[\\/]@rc-component[\\/]/.test(id) ? false : undefined,
      },
    },
  },
});
