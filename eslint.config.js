import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaryZones } from './scripts/lint/feature-boundaries.js';

export default defineConfig(
  { ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'coverage/', '.tmp/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // The page's start-up script (client/boot.js) runs in the browser as it is, without the bundler.
  { files: ['client/boot.js'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    extends: [jsxA11y.flatConfigs.strict],
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // One-way dependencies (STYLE.md): core ← server, core ← client; client and server never meet.
  {
    files: ['core/**/*.ts', 'server/**/*.ts', 'client/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        typescript: { project: './tsconfig.json' },
        node: { extensions: ['.ts', '.tsx', '.js'] },
      },
      'boundaries/elements': [
        { type: 'core', pattern: 'core/**' },
        { type: 'server', pattern: 'server/**' },
        { type: 'client', pattern: 'client/**' },
      ],
      'boundaries/include': ['core/**/*', 'server/**/*', 'client/**/*'],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'core' } }, allow: [{ to: { element: { type: 'core' } } }] },
            {
              from: { element: { type: 'server' } },
              allow: [{ to: { element: { type: 'server' } } }, { to: { element: { type: 'core' } } }],
            },
            {
              from: { element: { type: 'client' } },
              allow: [{ to: { element: { type: 'client' } } }, { to: { element: { type: 'core' } } }],
            },
          ],
        },
      ],
    },
  },
  // Features show the rest of the client only their index.ts, and no import goes round in a circle.
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './client/tsconfig.json' })],
      // Without these, import-x reads only .js files and no-cycle sees no TypeScript import at all.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: featureBoundaryZones() }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // core runs in the browser and on the server: no Node built-ins, no frameworks.
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'os', 'crypto'], message: 'core/ must run in the browser too.' },
            { group: ['react', 'react-*', 'hono', 'hono/*', '@hono/*', 'kysely'], message: 'core/ is framework-free.' },
          ],
        },
      ],
    },
  },
  // Access is declared once (x-access) and the guard derived from it: routes use defineRoute.
  {
    files: ['server/**/*.ts'],
    ignores: ['server/auth/access.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@hono/zod-openapi',
              importNames: ['createRoute'],
              message: 'Use defineRoute from server/auth/access.ts: it installs the guard x-access names.',
            },
          ],
        },
      ],
    },
  },
  // One owner per table: SQL lives in the owning feature's *.queries.ts; others call it.
  // Migrations, the database set-up and backups work on every table by design.
  {
    files: ['server/**/*.ts'],
    ignores: ['**/*.queries.ts', 'server/db/**', 'server/backup/**', 'server/test/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message: "SQL belongs in the owning feature's *.queries.ts.",
        },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: "SQL belongs in the owning feature's *.queries.ts." },
      ],
    },
  },
  // Configuration is read in one place (server/config/env.ts) so every variable is validated.
  {
    files: ['server/**/*.ts', 'client/**/*.{ts,tsx}', 'core/**/*.ts'],
    // Process entries (server, CLI) hand process.env to loadConfig; tests set up their databases.
    ignores: ['server/config/env.ts', 'server/main.ts', 'server/cli/*.ts', 'server/test/**', '**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through server/config/env.ts.' },
      ],
    },
  },
);
