import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;
const proxy = {
  '/api': { target: api, changeOrigin: true },
  '/uploads': { target: api, changeOrigin: true },
};

export default defineConfig({
  base: '/',
  plugins: [react()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    // Every browser the shop supports has modulepreload: the polyfill would only add to the home page's budget.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the entry loads statically stays in the entry chunk: React would otherwise get a chunk of its
        // own (shared with the lazy pages), one more file and more import/export glue for `/` (its size budget).
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
});
