import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook for the design system (packages/ui) and the shared back-office screens (packages/backoffice).
 * Stories live beside their components; with addon-vitest every story (and its play function) also runs as a
 * Vitest browser test in Debian's Chromium, each package's own in its `storybook` project
 * (`npm test -w @shop/ui`, `npm test -w @shop/backoffice`).
 */
const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../packages/backoffice/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
