import fs from 'node:fs';
import path from 'node:path';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import local from './scripts/lint-rules/index.js';

const ROOT = import.meta.dirname;
const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];
const abs = (glob) => path.join(ROOT, glob);

/**
 * The layers of docs/architecture.md, bottom first. A file may import its own layer, the layers
 * named in `uses`, and packages; nothing else. Test files (`*.test.ts`, tests/) sit on top.
 */
const CODE = '{ts,tsx}';
const src = (dir) => `${dir}/**/!(*.test).${CODE}`;
const LAYERS = {
  config: { files: [src('config')], uses: [] },
  contract: { files: [src('contract')], uses: [] },
  db: { files: [src('db')], uses: ['config', 'contract'] },
  engine: { files: [src('engine')], uses: ['config', 'contract'] },
  integrations: { files: [src('integrations')], uses: ['config', 'contract'] },
  activities: { files: [src('activities')], uses: ['config', 'contract', 'db', 'engine', 'integrations'] },
  // Activities as types only (the workflow rules below): a workflow runs in Temporal's sandbox,
  // so beside the contract's types it may import only the pure modules of `workflowSafe`.
  workflows: { files: [src('workflows')], uses: ['activities', 'contract', 'workflowSafe'] },
  workflowSafe: { files: ['{config/generation-policy,integrations/temporal/search-attributes}.ts'], uses: [] },
  api: { files: [src('api')], uses: ['config', 'contract', 'db', 'engine', 'integrations', 'activities', 'workflows'] },
  worker: {
    files: [src('worker')],
    uses: ['config', 'contract', 'db', 'engine', 'integrations', 'activities', 'workflows'],
  },
  testSupport: {
    files: ['tests/support/**', 'tests/fixtures/**'],
    uses: ['config', 'contract', 'db', 'engine', 'integrations', 'activities', 'workflows', 'api', 'worker'],
  },
  scripts: {
    files: [src('scripts'), 'scripts/**/*.js', '*.{ts,js}'],
    uses: [
      'config',
      'contract',
      'db',
      'engine',
      'integrations',
      'activities',
      'workflows',
      'api',
      'worker',
      'testSupport',
    ],
  },
  // The SPA reaches the server only over HTTP: it shares the contract's schemas and data.
  web: { files: [src('web/src'), 'web/src/**/*.css'], uses: ['webShared'] },
  webShared: { files: [src('contract')], uses: [] },
};

const layerZones = Object.entries(LAYERS)
  .filter(([name]) => name !== 'webShared' && name !== 'workflowSafe')
  .map(([name, layer]) => ({
    target: layer.files,
    from: [abs('**/*')],
    except: [...layer.files, ...layer.uses.flatMap((u) => LAYERS[u].files), 'node_modules/**'].map(abs),
    message: `The ${name} layer may import only ${[name, ...layer.uses].join(', ')} (docs/architecture.md).`,
  }));

/**
 * Web features are one domain each (bulletproof-react): a feature never imports another; what two
 * features share lives in web/src/components or web/src/lib, or is composed in web/src/app.
 */
const FEATURES = fs.readdirSync(path.join(ROOT, 'web/src/features'));
const webZones = [
  ...FEATURES.map((feature) => ({
    target: `web/src/features/${feature}/**`,
    from: [abs(`web/src/features/!(${feature})/**`)],
    message:
      'Features do not import each other: share through web/src/components or web/src/lib, or compose in web/src/app.',
  })),
  {
    target: ['web/src/components/**', 'web/src/lib/**'],
    from: [abs('web/src/features/**'), abs('web/src/app/**')],
    message: 'Shared web code does not import features or the app shell.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'data/**',
      '.tools/**',
      'db/migrations/**',
      'coverage/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Imports run downward only and never in a circle (docs/architecture.md, "Layers").
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX, local },
    settings: {
      // Dependencies are parsed as TypeScript too, so a cycle through any file is seen.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'local/no-import-circle': 'error',
      'local/room-entrance': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...layerZones, ...webZones] }],
    },
  },
  {
    // Workflow code is replayed deterministically in Temporal's sandbox: no I/O, no Node built-ins,
    // and no database or API code may reach it. Activities are imported as types only.
    files: ['workflows/**/*.ts'],
    // Tests of workflows run in Node, outside the sandbox, and set up workers and databases.
    ignores: ['workflows/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.map((name) => ({ name, message: 'Workflows must be deterministic: no Node built-ins.' })),
          patterns: [
            {
              regex: '(^|/)(db|api)(/|$)',
              message: 'Workflows may not import db/ or api/.',
            },
            {
              group: ['**/activities/**', '**/activities'],
              allowTypeImports: true,
              message: 'Import activities as types only (proxyActivities).',
            },
          ],
        },
      ],
    },
  },
);
