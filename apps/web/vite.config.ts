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
        // Fewer, larger files (decision 0210): over HTTP/1.1 a phone fetches 6 at a time, so ~80 small chunks cost a
        // signed-in page seconds of round trips and held its API calls in the queue. What the first page needs
        // (the login and public showreel pages are in it) comes as libraries + app; the rest of MUI, its icons and
        // TanStack Query's other hooks as one file every signed-in page shares; the rest stays split per route.
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
            { name: 'ui', test: /[\\/]node_modules[\\/](@mui|@tanstack)[\\/]/, priority: 0 },
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
