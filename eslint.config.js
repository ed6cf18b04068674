// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

const webSrc = 'apps/web/src';
// Every feature folder gets its own zone, so a new feature is fenced in without editing this file.
const features = existsSync(`${webSrc}/features`)
  ? readdirSync(`${webSrc}/features`, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const serverSrc = 'apps/server/src';
const serverNotWeb = {
  group: ['**/apps/web/**', '@h5/web', '@h5/web/*'],
  message: 'The server must not import the web app.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: [`${webSrc}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One-way layering of ARCHITECTURE.md: lib/components → features → app; no feature imports another.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: [`${webSrc}/lib`, `${webSrc}/components`, `${webSrc}/locales`],
              from: [`${webSrc}/features`, `${webSrc}/app`],
              message: 'Shared code (lib, components) must not depend on features or the app layer.',
            },
            {
              target: `${webSrc}/features`,
              from: `${webSrc}/app`,
              message: 'Features must not import the app layer; pass what they need down instead.',
            },
            ...features.map((name) => ({
              target: `${webSrc}/features/${name}`,
              from: `${webSrc}/features`,
              except: [`./${name}`],
              message:
                'A feature must not import another feature; move the shared piece to lib or components.',
            })),
          ],
        },
      ],
    },
  },
  {
    // antd-mobile's imperative APIs do nothing on React 19 until lib/ui/antd.ts installs its renderer, so every
    // import goes through that module.
    files: [`${webSrc}/**/*.{ts,tsx}`],
    ignores: [`${webSrc}/lib/ui/antd.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['antd-mobile', 'antd-mobile/*'],
              message: 'Import antd-mobile through src/lib/ui/antd.ts (it installs the React 19 renderer).',
            },
          ],
        },
      ],
    },
  },
  {
    // The game page's script is the build's second entry (apps/web/vite.config.ts): a module it shared with the app
    // would tie it to the app's chunks, and the contract's schemas would bring zod. Types are free.
    files: [`${webSrc}/play/**/*.ts`],
    ignores: [`${webSrc}/play/**/__tests__/**`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@h5/contract/*', '../**'],
              allowTypeImports: true,
              message: 'The game page imports only its own modules, and types.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${serverSrc}/**/*.ts`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverNotWeb] }],
      // Server layers run one way: routes → http → domain → db. The domain and the database know no HTTP;
      // the domain throws ApiError (domain/errors.ts) and http/ maps it to the envelope.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: `${serverSrc}/domain`,
              from: [`${serverSrc}/http`, `${serverSrc}/routes`, `${serverSrc}/web`],
              message:
                'The domain must not depend on HTTP (http, routes, web); errors live in domain/errors.ts.',
            },
            {
              target: `${serverSrc}/db`,
              from: [`${serverSrc}/http`, `${serverSrc}/routes`],
              message: 'The database layer must not depend on HTTP (http, routes).',
            },
            {
              target: `${serverSrc}/infra`,
              from: [`${serverSrc}/http`, `${serverSrc}/routes`, `${serverSrc}/web`],
              message: 'Infrastructure (infra) must not depend on HTTP (http, routes, web).',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${serverSrc}/domain/**/*.ts`],
    rules: {
      // Repeats the server's pattern: a later block's options replace an earlier one's for the same rule.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverNotWeb,
            {
              group: ['fastify', 'fastify/*', '@fastify/*'],
              message: 'The domain must not depend on Fastify; take what it needs as a plain type.',
            },
          ],
        },
      ],
    },
  },
  {
    // The accounts, games, wallet, content, agent, merchants and payments modules keep every query in their
    // `*-repository.ts`; a rule takes the repository it needs, so it cannot reach the database by itself
    // (docs/ARCHITECTURE.md).
    files: ['accounts', 'games', 'wallet', 'content', 'agent', 'merchants', 'payments'].map(
      (m) => `${serverSrc}/domain/${m}/**/*.ts`,
    ),
    ignores: [`${serverSrc}/domain/**/*-repository.ts`],
    rules: {
      // Repeats the domain's patterns (a later block's options replace an earlier one's).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverNotWeb,
            {
              group: ['fastify', 'fastify/*', '@fastify/*'],
              message: 'The domain must not depend on Fastify; take what it needs as a plain type.',
            },
            {
              group: ['kysely', 'kysely/*'],
              message: "Queries live in the module's *-repository.ts; take the repository as a parameter.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@h5/server', '@h5/web'],
              message: 'The contract depends on nothing of ours.',
            },
          ],
        },
      ],
    },
  },
);
