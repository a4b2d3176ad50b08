import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { builtinModules } from 'node:module';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'data/**', '.tools/**', 'db/migrations/**', 'coverage/**', 'test-results/**'] },
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
    // Workflow code is replayed deterministically in Temporal's sandbox: no I/O, no Node built-ins,
    // and no database or API code may reach it. Activities are imported as types only.
    files: ['workflows/**/*.ts'],
    // Tests of workflows run in Node, outside the sandbox, and set up workers and databases.
    ignores: ['workflows/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: nodeBuiltins.map((name) => ({ name, message: 'Workflows must be deterministic: no Node built-ins.' })),
        patterns: [
          { regex: '(^|/)(db|api)(/(?!contract/)|$)', message: 'Workflows may not import db/ or api/ (the HTTP contract excepted).' },
          { group: ['**/activities/**', '**/activities'], allowTypeImports: true, message: 'Import activities as types only (proxyActivities).' },
        ],
      }],
    },
  },
);
