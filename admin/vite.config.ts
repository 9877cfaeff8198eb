import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server serves the built files under /admin; in development Vite proxies the API to it.
export default defineConfig({
  root: path.resolve(import.meta.dirname),
  base: '/admin/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: { proxy: { '/api': `http://localhost:${process.env.PORT ?? 8080}` } },
});
