import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { browserAxios } from '../../scripts/vite-browser-axios.ts';
import { ENTRY_CHUNK } from '../../scripts/vite-entry-chunk.ts';
import { precompress } from '../../scripts/vite-precompress.ts';

const api = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;
const proxy = {
  '/api': { target: api, changeOrigin: true },
  '/uploads': { target: api, changeOrigin: true },
};

export default defineConfig({
  base: '/Admin/',
  plugins: [react(), browserAxios(), precompress()],
  server: { port: 5174, proxy },
  preview: { port: 4174, proxy },
  build: {
    outDir: 'dist',
    // The manifest (dist/.vite/manifest.json) lets the server name the login page's chunks in its HTML (preload).
    manifest: true,
    rolldownOptions: {
      output: {
        // The sign-in page, every session's first: 22 files → 14 (Lighthouse mobile first paint 2.36 → 2.0 s).
        codeSplitting: { groups: [ENTRY_CHUNK] },
      },
    },
  },
});
