import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server serves the built files under /portal (its own bundle, its own CSP); in development
// Vite proxies the API to it. Same stack as the admin (admin/vite.config.ts).
export default defineConfig({
  root: path.resolve(import.meta.dirname),
  base: '/portal/',
  plugins: [react()],
  // No inline module-preload helper: the page's policy allows scripts from files only.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, modulePreload: { polyfill: false } },
  server: { proxy: { '/api': `http://localhost:${process.env.PORT ?? 8080}` } },
});
