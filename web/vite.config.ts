import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Assets are served from /dist/ (spec §2); the engine is compiled from its sources so the
// browser gets the same code the server and CLI run, tree-shaken. The API entry leaves out the
// journal-title lists (~340 KB gzipped); the pages that format load them lazily.
export default defineConfig({
  base: '/dist/',
  plugins: [react()],
  resolve: {
    alias: { '@referent/engine': fileURLToPath(new URL('../engine/src/api.ts', import.meta.url)) },
  },
  build: { outDir: 'dist', emptyOutDir: true, reportCompressedSize: true, sourcemap: false },
  server: { proxy: { '/api': 'http://localhost:8080', '/User': 'http://localhost:8080' } },
});
