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
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // Vendors change less often than our code: keep them in their own long-cached chunks.
        advancedChunks: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[a-z-]+)[\\/]/ },
            // lib/ and what it stands on (query client, i18next, the locales): every page needs it, and one
            // chunk beats the few-hundred-byte shared chunks the automatic split cuts from it per set of pages.
            { name: 'lib', test: /[\\/]src[\\/]lib[\\/]/ },
          ],
        },
      },
    },
  },
});
