import { defineConfig } from 'vite';

/**
 * Production build of the server (`npm run build` → `vite build`): two ESM entries, dist/main.js and
 * dist/pglite-worker.js (the embedded database's thread, which main.js starts from its own folder); then
 * scripts/empty-cluster.mjs adds dist/pgdata.tar.gz. Packages from node_modules stay external (native addons
 * such as sharp and PGlite's wasm must load from their own folders); the workspace packages (@shop/*, TypeScript
 * sources) are bundled in, as are the seed's JSON files. Migrations are read at run time from apps/server/drizzle (dist/../drizzle), so the
 * built server runs from any working directory.
 */
export default defineConfig({
  build: {
    ssr: true,
    outDir: 'dist',
    rolldownOptions: {
      input: { main: 'src/main.ts', 'pglite-worker': 'src/db/pglite-worker.ts' },
      output: { entryFileNames: '[name].js' },
    },
    target: 'node20',
    emptyOutDir: true,
    minify: false,
    sourcemap: true,
    reportCompressedSize: false,
  },
  ssr: {
    target: 'node',
    noExternal: [/^@shop\//],
  },
});
