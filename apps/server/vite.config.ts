import { defineConfig } from 'vite';

/**
 * Production build of the server (`npm run build` → `vite build --ssr src/main.ts --outDir dist`): one ESM file,
 * dist/main.js. Packages from node_modules stay external (native addons such as sharp and PGlite's wasm must
 * load from their own folders); the workspace packages (@shop/*, TypeScript sources) are bundled in, as are
 * the seed's JSON files. Migrations are read at run time from apps/server/drizzle (dist/../drizzle), so the
 * built server runs from any working directory.
 */
export default defineConfig({
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
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
