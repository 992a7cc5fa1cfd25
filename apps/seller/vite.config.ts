import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { browserAxios } from '../../scripts/vite-browser-axios.ts';
import { ENTRY_CHUNK } from '../../scripts/vite-entry-chunk.ts';
import { precompress } from '../../scripts/vite-precompress.ts';

const api = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;
const proxy = {
  '/api': { target: api, changeOrigin: true },
  '/uploads': { target: api, changeOrigin: true },
  // Chat's live socket.
  '/ws': { target: api.replace(/^http/, 'ws'), ws: true },
};

export default defineConfig({
  base: '/Seller/',
  plugins: [react(), browserAxios(), precompress()],
  server: { port: 5175, proxy },
  preview: { port: 4175, proxy },
  build: {
    outDir: 'dist',
    // The manifest (dist/.vite/manifest.json) lets the server name the login page's chunks in its HTML (preload).
    manifest: true,
    // The sign-in page, every session's first, loads the entry's modules with it instead of in a dozen small files.
    rolldownOptions: { output: { codeSplitting: { groups: [ENTRY_CHUNK] } } },
  },
});
