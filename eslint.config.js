import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import { readdirSync } from 'node:fs';

const tsProjects = [
  './tsconfig.server.json',
  './tsconfig.web.json',
  './tsconfig.web-test.json',
  './tsconfig.tools.json',
];

// The server's modules, one folder each (src/server/modules/<name>/).
const serverModules = readdirSync(new URL('./src/server/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const restrict = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map(([group, message]) => ({ group, message })) }],
});
const noImport = (patterns, message) => restrict([patterns, message]);

// src/web layering (docs/storefront.md, "How a feature is built"): components/ and lib/ know no
// feature; a feature uses another only through its index.ts; app/ composes features into pages.
const webNoServer = [
  ['**/server/**', '@server/*'],
  'The storefront never imports server code; share through src/shared.',
];
const crossFeature = [
  ['@web/features/*/**', '../../*', '../../../features/**'],
  "Features don't reach into each other: import what a feature exports from '@web/features/<name>' (its index.ts), or compose the page in app/. Inside a feature, use relative imports.",
];
const noApp = [['@web/app', '@web/app/**'], 'app/ composes features; features, components and lib never import it.'];
const noFeatures = [
  ['@web/features', '@web/features/**'],
  'components/ and lib/ are shared by every feature and know none of them.',
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Type-aware rules that catch real bugs: a promise nobody awaits or handles, a promise where
    // a plain callback is expected. Each file is checked with the config of the side it runs on.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        project: tsProjects,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Kysely's migrations see the database as it was then, not today's schema types.
    files: ['src/server/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // A cycle of imports makes load order matter and modules impossible to understand alone:
    // none, however long (the message names the file each import leads back to).
    files: ['src/**/*.{ts,tsx}', 'bench/**/*.ts', 'e2e/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings, // parse .ts/.tsx files followed through imports
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: tsProjects, noWarnOnMultipleProjects: true }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // Module boundaries (docs/architecture.md, "Module boundaries"): a server module imports another
    // only through that module's index.ts, its public surface — never its repository or any other
    // file. Tests and their fixtures may reach inside to set up and check rows.
    files: ['src/server/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.fixture.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: serverModules.map((name) => ({
            target: `src/server/modules/${name}/**`,
            from: `src/server/modules/!(${name})/**`,
            except: [`${import.meta.dirname}/src/server/modules/*/index.ts`],
            message: `A module imports another only through its public surface: '@server/modules/<name>' (its index.ts).`,
          })),
        },
      ],
    },
  },
  {
    // Providers know no module: what a provider needs of one (the document worker's drawers, the
    // payment outcomes) is handed to it by app.ts.
    files: ['src/server/providers/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: 'src/server/providers/**',
              from: 'src/server/modules/**',
              message: 'A provider imports no module; app.ts hands it what it needs.',
            },
          ],
        },
      ],
    },
  },
  {
    // One spelling of file and folder names: kebab-case, with role suffixes (`order.routes.ts`).
    files: ['src/**/*.{ts,tsx}', 'bench/**/*.ts', 'e2e/**/*.ts', 'scripts/**/*.mjs'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        // Migrations are numbered in the order they run: `017-invoice-documents.ts`.
        {
          'src/server/db/migrations/[0-9]*.ts': '[0-9][0-9][0-9]-+([a-z0-9-])',
          '**/!([0-9])*.{ts,tsx,mjs}': 'KEBAB_CASE',
        },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{src,bench,e2e,scripts}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['src/server/**', 'bench/**', 'e2e/**', 'scripts/**', '*.config.*'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/web/**'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict(webNoServer),
    },
  },
  {
    files: ['src/web/features/**'],
    rules: restrict(webNoServer, crossFeature, noApp),
  },
  {
    // Tests render pages inside the app's providers and routes.
    files: ['src/web/features/**/*.test.{ts,tsx}', 'src/web/features/*/testing/**'],
    rules: restrict(webNoServer, crossFeature),
  },
  {
    files: ['src/web/components/**', 'src/web/lib/**'],
    rules: restrict(webNoServer, noFeatures, noApp),
  },
  {
    // The pages a first visit lands on draw their icons with src/web/components/icons/ (one file an
    // icon): lucide-react's components share about 1.3 KB gzip of machinery, and its icons travel
    // in one chunk (vite.config.ts), which any first-load import of one makes every page download.
    // The screens no first visit lands on may use it (docs/performance.md, "First-load JavaScript").
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: [
      'src/web/features/{account,address,console,cart,order}/**',
      'src/web/app/checkout/**',
      'src/web/components/checkout-steps.tsx',
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='lucide-react']",
          message:
            "Storefront pages draw icons with '@web/components/icons/<name>-icon' (add one from Lucide's path data); lucide-react is for the account, cart, order, checkout and console screens.",
        },
      ],
    },
  },
  {
    files: ['src/shared/**'],
    rules: noImport(
      ['**/server/**', '**/web/**', '@web/*', 'react', 'fastify', 'kysely'],
      'src/shared is the contract: it imports neither side.',
    ),
  },
  {
    files: ['src/server/**'],
    rules: restrict(
      [['**/web/**', '@web/*'], 'The server never imports storefront code.'],
      [['../*'], "Outside a file's own folder, server code imports through '@server/…'."],
    ),
  },
  {
    // A migration runs the same on every new database for ever: it imports nothing that can change
    // under it, only Kysely, the db/ primitives and copies of what it needs in migrations/frozen/.
    files: ['src/server/db/migrations/**/*.ts'],
    ignores: ['src/server/db/migrations/**/*.test.ts'],
    rules: restrict(
      [['**/web/**', '@web/*'], 'The server never imports storefront code.'],
      [['../*'], "Outside a file's own folder, server code imports through '@server/…'."],
      [
        ['@server/*', '!@server/db', '@shared/*'],
        'Migrations are frozen: copy what one needs into src/server/db/migrations/frozen/ instead of importing live code.',
      ],
    ),
  },
  {
    // Every answer a server test reads is checked against the contract: tests build the app
    // through src/server/test/test-app.ts (buildTestApp, createTestApp), which turns the check on.
    files: ['src/server/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value=/(^@server\\/app|\\/app\\.js)$/] ImportSpecifier[imported.name='buildApp']",
          message:
            'Tests build the app with buildTestApp or createTestApp (src/server/test/test-app.ts), which check every answer against the contract.',
        },
      ],
    },
  },
  prettier,
);
