import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Migrates and seeds once per run; each test file's `testApp` starts from a copy.
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    fileParallelism: true,
    pool: 'forks',
    // Each file builds its own app and database; sharing the module cache per worker saves re-importing
    // Fastify, Drizzle and PGlite for every file (most of the suite's time on 2 cores).
    isolate: false,
  },
});
