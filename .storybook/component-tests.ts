import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

/** This folder: the Storybook that lists the stories of every package using this config. */
const configDir = path.dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium; a browser is never downloaded. CHROMIUM_PATH overrides it. */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The Vitest config of a package whose stories are in this Storybook (packages/ui, packages/backoffice). Two
 * projects, both run by the package's `npm test`:
 *  - unit: `src/**\/*.test.ts(x)` in jsdom, with `unit-setup.ts`;
 *  - storybook: every story (render + play function) as a browser test in headless Chromium.
 * One of them alone: `npx vitest run --project unit` (or `--project storybook`).
 *
 * @param otherStories globs of the stories the shared Storybook also lists but another package runs itself.
 * @example export default componentTestConfig({ otherStories: ['**\/packages/backoffice/**'] });
 */
export function componentTestConfig({ otherStories }: { otherStories: string[] }) {
  return defineConfig({
    test: {
      projects: [
        {
          plugins: [react()],
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}'],
            setupFiles: [path.join(configDir, 'unit-setup.ts')],
          },
        },
        {
          plugins: [storybookTest({ configDir })],
          test: {
            name: 'storybook',
            exclude: [...configDefaults.exclude, ...otherStories],
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
}
