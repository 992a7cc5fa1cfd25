import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium; a browser is never downloaded. CHROMIUM_PATH overrides it. */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Two projects, both run by `npm test -w @shop/ui`:
 *  - unit: `*.test.ts(x)` in jsdom;
 *  - storybook: every story (render + play function) as a browser test in headless Chromium.
 * One of them alone: `npx vitest run --project unit` (or `--project storybook`).
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '../../.storybook') })],
        test: {
          name: 'storybook',
          // The shared Storybook also lists packages/backoffice's stories; that package runs them itself.
          exclude: [...configDefaults.exclude, '**/packages/backoffice/**'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: chromium,
                args: [
                  '--no-sandbox',
                  '--disable-gpu',
                  '--headless',
                  '--disable-quic',
                  '--no-first-run',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--disable-sync',
                ],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
