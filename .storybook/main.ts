import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook for the design system (packages/ui). Stories live beside their components; with addon-vitest every
 * story (and its play function) also runs as a Vitest browser test in Debian's Chromium
 * (`npm test -w @shop/ui`, project `storybook` of packages/ui/vitest.config.ts).
 */
const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
