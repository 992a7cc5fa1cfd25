import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { browserAxios } from '../../scripts/vite-browser-axios.ts';
import { ENTRY_CHUNK } from '../../scripts/vite-entry-chunk.ts';
import { precompress } from '../../scripts/vite-precompress.ts';
import { pageChunkGroups } from './page-chunks.ts';

const api = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;
const proxy = {
  '/api': { target: api, changeOrigin: true },
  '/uploads': { target: api, changeOrigin: true },
  // Chat's live socket.
  '/ws': { target: api.replace(/^http/, 'ws'), ws: true },
};

/** Chunks of the pages most visits start on (see `modulePreload` below). */
const FIRST_PAGES = /(^|\/)(?:HomePage|GoodsPage|SearchPage|CartPage|react-19-adapter)-[\w-]+\.js$/;

export default defineConfig({
  base: '/',
  plugins: [react(), browserAxios(), precompress()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    // Read by the server (dist/.vite/manifest.json): it names a page's chunks in that page's HTML (preload).
    manifest: true,
    // Every browser the shop supports has modulepreload: the polyfill would only add to the home page's budget.
    // A lazy page's own imports are found by the browser as soon as its chunk is parsed; listing every chunk each
    // page could need (Vite's default) put a 2.5 KB gzipped table of file names in the entry that `/` pays for.
    // Style sheets stay listed so a page never paints unstyled. The pages most visits start on (home, goods, search,
    // and the cart, the tab bar's way back) keep their whole list, and so does the Arco adapter every Arco page
    // loads with its chunk: without it such a
    // page fetched its chunk, then the chunks it imports, then theirs, one round trip per level on a slow line
    // (Lighthouse mobile, goods page: largest paint 3.3 -> 3.0 s; the lists add about 0.4 KB to the entry).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, { hostType }) =>
        hostType !== 'js' || FIRST_PAGES.test(file) ? deps : deps.filter((d) => d.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        // Everything the entry loads statically stays in the entry chunk: React would otherwise get a chunk of its
        // own (shared with the lazy pages), one more file and more import/export glue for `/` (its size budget).
        // Then one chunk for what each first page shares with others (page-chunks.ts).
        codeSplitting: {
          groups: [ENTRY_CHUNK, ...pageChunkGroups(import.meta.dirname)],
        },
      },
    },
  },
});
