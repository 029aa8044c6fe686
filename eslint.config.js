import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = import.meta.dirname;
const server = 'apps/server/src';
const web = 'apps/web/src';
const abs = (relative) => path.join(root, relative);
const subfolders = (relative) =>
  fs
    .readdirSync(abs(relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${relative}/${entry.name}`);

/**
 * Type-aware rules cost a TypeScript program per workspace; only the ones that catch real bugs run
 * (see docs/decisions.md "Tests"). The rest of typescript-eslint's recommended set needs no types.
 */
const typeAwareRules = {
  '@typescript-eslint/no-floating-promises': 'error',
  '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
  '@typescript-eslint/await-thenable': 'error',
  '@typescript-eslint/no-base-to-string': 'error',
  '@typescript-eslint/only-throw-error': 'error',
};

// ---------------------------------------------------------------------------------------------
// Boundaries (docs/decisions.md "Boundaries").

/** A server module is modules/<domain>/<module>/; these files of it are private to it. */
const serverModules = subfolders(`${server}/modules`).flatMap(subfolders);
const modulePrivateFiles = [
  '**/*.repository.ts', // SQL: reached through the module's services
  '**/*.routes.ts', // HTTP: mounted by the domain registrar
  '**/*.job.ts', // scheduled by scheduled-jobs.ts
  '**/*.jobs.ts',
].map((glob) => abs(`${server}/modules/${glob}`));
const registrars = abs(`${server}/modules/*/index.ts`);

const zones = {
  baseLayers: {
    target: [abs(`${server}/db`), abs(`${server}/lib`)],
    from: abs(`${server}/modules`),
    message: 'db/ and lib/ import nothing from modules/.',
  },
  modulePrivacy: [
    ...serverModules.map((module) => ({
      target: abs(module),
      from: [...modulePrivateFiles, registrars],
      except: [abs(`${module}/**`)],
      message:
        'Reach another module through its services or helpers, never its repository, routes, jobs or domain registrar.',
    })),
    {
      target: abs(`${server}/cli`),
      from: [...modulePrivateFiles, registrars],
      message: 'The CLIs reach modules through their services.',
    },
  ],
  webFeatures: subfolders(`${web}/features`).map((feature) => ({
    target: abs(feature),
    from: abs(`${web}/features`),
    except: [`./${path.basename(feature)}`],
    message: 'Features do not import each other: move shared code down to components/ or lib/.',
  })),
};

/** HTTP plumbing in lib/ that may speak Fastify (hooks, the error handler, the SPA fallback). */
const libHttpFiles = [
  'access.ts',
  'client-address.ts',
  'compression.ts',
  'encrypted-body.ts',
  'endpoint-routes.ts',
  'envelope-json.ts',
  'error-handler.ts',
  'form-body.ts',
  'module-deps.ts',
  'multipart-form.ts',
  'request-client.ts',
  'request-header.ts',
  'security-headers.ts',
  'spa.ts',
].map((file) => `${server}/lib/${file}`);

const fastifyImports = {
  paths: ['fastify', 'fastify-plugin', 'fastify-type-provider-zod'].map((name) => ({
    name,
    message: 'Fastify belongs in *.routes.ts, the domain registrars, app.ts and lib/ HTTP hooks.',
  })),
  patterns: [
    {
      group: ['@fastify/*'],
      message: 'Fastify belongs in *.routes.ts, the domain registrars, app.ts and lib/ HTTP hooks.',
    },
  ],
};
const sqlImports = {
  paths: [
    {
      name: 'kysely',
      importNames: ['sql'],
      message: 'SQL lives in *.repository.ts, db/ (migrations included) and seed/.',
    },
  ],
};
const queryBuilderCalls = {
  selector:
    'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto)$/]',
  message: 'Queries live in *.repository.ts, db/ (migrations included) and seed/.',
};

/** Where each boundary does not apply by design (see the decision). */
const fastifyAllowed = [
  `${server}/**/*.routes.ts`,
  // The guards of an access kind read the request (tokens, signatures): modules/<domain>/<module>/*-access.ts
  `${server}/modules/**/*-access.ts`,
  `${server}/modules/*/index.ts`,
  `${server}/app.ts`,
  ...libHttpFiles,
  `${server}/testing/**`,
  `${server}/**/*.test.ts`,
];
const sqlAllowed = [
  `${server}/**/*.repository.ts`,
  `${server}/db/**`,
  `${server}/seed/**`,
  `${server}/testing/**`,
  `${server}/**/*.test.ts`,
];

const restrictedPaths = (list) => ['error', { basePath: root, zones: list }];
const testsAndFixtures = [`${server}/**/*.test.ts`, `${server}/testing/**`];

export const boundaries = [
  {
    files: [`${server}/**/*.ts`],
    ignores: [...testsAndFixtures],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([zones.baseLayers, ...zones.modulePrivacy]),
    },
  },
  {
    // Tests and fixtures set up states no public service creates: they may reach inside modules.
    files: [...testsAndFixtures],
    rules: { 'import-x/no-restricted-paths': restrictedPaths([zones.baseLayers]) },
  },
  {
    files: [`${server}/**/*.ts`],
    ignores: [...fastifyAllowed],
    rules: { 'no-restricted-imports': ['error', fastifyImports] },
  },
  {
    // The typescript-eslint twin of no-restricted-imports, so the SQL rule has its own file list.
    files: [`${server}/**/*.ts`],
    ignores: [...sqlAllowed],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', sqlImports],
      'no-restricted-syntax': ['error', queryBuilderCalls],
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    rules: { 'import-x/no-restricted-paths': restrictedPaths(zones.webFeatures) },
  },
  {
    // The agent center loads only through the router's lazy routes (and the lazy contract modal).
    files: [`${web}/**/*.{ts,tsx}`],
    ignores: [`${web}/features/agent-center/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/agent-center/**', '**/layouts/agent-layout*'],
              message: 'The player site loads agent-center code only through a lazy import().',
            },
          ],
        },
      ],
    },
  },
  {
    // The operator console loads only through the router's lazy route: players never download it.
    files: [`${web}/**/*.{ts,tsx}`],
    ignores: [`${web}/features/ops-console/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/ops-console/**'],
              message: 'The player site loads operator-console code only through a lazy import().',
            },
          ],
        },
      ],
    },
  },
];

// ---------------------------------------------------------------------------------------------

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/*.config.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['scripts/*.mjs', 'scripts/lib/*.mjs', 'apps/web/public/*.js'],
        },
        tsconfigRootDir: root,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      ...typeAwareRules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-console': 'off',
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules'],
    },
  },
  ...boundaries,
  {
    files: [`${web}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The service worker: plain JavaScript served as it is.
    files: ['apps/web/public/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  { files: ['apps/web/public/*.js'], languageOptions: { globals: { ...globals.serviceworker } } },
);
