import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/vite-precompress.ts';

const api = process.env.MALL_API ?? 'http://localhost:8080';

export default defineConfig({
  base: '/console/',
  plugins: [react(), precompress()],
  server: {
    port: 5174,
    // The console's calls: one prefix per audience, plus uploaded pictures.
    proxy: Object.fromEntries(['/merchant', '/agent', '/operator', '/upload'].map((p) => [p, api])),
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Vendors change less often than our code: keep them in their own long-cached chunks.
        advancedChunks: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[a-z-]+)[\\/]/ },
          ],
        },
      },
    },
  },
});
