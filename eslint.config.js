// Flat ESLint config for the whole monorepo: `npx eslint .` from the root.
// TypeScript files are linted type-aware (typescript-eslint `recommendedTypeChecked` through the project service,
// so every workspace's own tsconfig.json is used); plain .js/.mjs scripts get the JavaScript recommended rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// The Node globals our .mjs scripts (scripts/, e2e/, bench/) use; the `globals` package is not a dependency.
const nodeGlobals = Object.fromEntries(
  [
    'process',
    'console',
    'Buffer',
    'URL',
    'URLSearchParams',
    'fetch',
    'AbortController',
    'AbortSignal',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'setImmediate',
    'structuredClone',
    'performance',
    'TextEncoder',
    'TextDecoder',
    'FormData',
    'Blob',
    'Response',
    'Headers',
  ].map((name) => [name, 'readonly']),
);
// Code that runs inside the page (playwright's page.evaluate callbacks).
const browserGlobals = Object.fromEntries(
  ['window', 'document', 'navigator', 'location', 'localStorage'].map((n) => [n, 'readonly']),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/.turbo/**',
      '**/drizzle/**',
      'data/**',
      'e2e/artifacts/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...nodeGlobals, ...browserGlobals } },
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Pragmatic: the type-aware rules that flag real bugs stay errors; the ones that mostly flag idioms of a
      // codebase talking to untyped JSON (request inputs, database rows, axios payloads) are warnings, so they
      // stay visible without blocking. `no-explicit-any` stays an error: the project rule is "no any".
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-unsafe-assignment': 'warn',
      '@typescript-eslint/no-unsafe-member-access': 'warn',
      '@typescript-eslint/no-unsafe-argument': 'warn',
      '@typescript-eslint/no-unsafe-return': 'warn',
      '@typescript-eslint/no-unsafe-call': 'warn',
      '@typescript-eslint/no-unsafe-enum-comparison': 'warn',
      '@typescript-eslint/no-unnecessary-type-assertion': 'warn',
      '@typescript-eslint/no-base-to-string': 'warn',
      '@typescript-eslint/unbound-method': 'warn',
      '@typescript-eslint/restrict-template-expressions': ['warn', { allowNumber: true, allowBoolean: true }],
      // Async Fastify handlers without an await are the framework's idiom; `'a' | string` unions are kept for
      // editor completion of known keys.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-redundant-type-constituents': 'off',
      // Fastify handlers and React event props take promise-returning functions by design.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true, ignoreIIFE: true }],
    },
  },
  {
    files: ['apps/{storefront,admin,seller}/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The contract's modules that build zod schemas when loaded: a client may take their types, but a value import
    // brings zod (about 85 KB) into the page's script. Their codes have zod-free homes (order-codes.ts, ...).
    files: ['apps/{storefront,admin,seller}/src/**/*.{ts,tsx}', 'packages/{api,ui,i18n}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@shop/contract/(auth|orders|dashboards|input|requests/.*)$',
              allowTypeImports: true,
              message: 'This module builds zod schemas: import types only, and codes from a zod-free module.',
            },
          ],
        },
      ],
    },
  },
);
