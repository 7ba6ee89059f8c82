import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * Vite config of the SPA: builds to apps/web/dist; in dev, /api is proxied to the API on port 3000. Every text asset
 * above 1 KB gets a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) twin at build, which the API serves as they
 * are (`@fastify/static` preCompressed, issue 15); source maps are left as they are (only developers load them).
 */
export default defineConfig({
  plugins: [
    react(),
    compression({
      include: /\.(js|mjs|css|html|svg|json|txt)$/,
      threshold: 1024,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    }),
  ],
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // What the first page needs before it can render comes in two files, libraries and app, instead of ~30 small
        // shared chunks (on a phone each costs a round trip); everything else is still split per route (decision 0210).
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000', changeOrigin: false } },
  },
});
