import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { restrictedPathZones } from './tooling/layers.js';

/**
 * The ESLint config of the repository rooted at `root` (absolute path). The fixture test (tooling/checks.test.ts)
 * builds it for its fixture tree, so the boundary rules it checks are these very rules.
 */
export function createConfig(root) {
  return defineConfig(
    {
      ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'packages/db/migrations/**', 'test-results/**', 'playwright-report/**', 'tooling/fixtures/**'],
    },
    js.configs.recommended,
    tseslint.configs.recommended,
    {
      languageOptions: { globals: { ...globals.node, ...globals.browser } },
      rules: {
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      },
    },
    {
      files: ['apps/web/**/*.{ts,tsx}'],
      plugins: { 'react-hooks': reactHooks },
      rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
    },
    // notistack stays out of the first page's scripts (decision 0210): pages use lib/snackbar.ts, only its host loads it.
    {
      files: ['apps/web/**/*.{ts,tsx}'],
      ignores: ['apps/web/src/app/snackbar-host.tsx', 'apps/web/src/app/snackbar-content.tsx'],
      rules: {
        'no-restricted-imports': ['error', { paths: [{ name: 'notistack', message: 'Use lib/snackbar.ts (notistack is loaded after the first page).' }] }],
      },
    },
    // Boundaries (docs/architecture.md, tooling/layers.js): which folder may import which. Type-only imports count.
    // Import cycles are checked by tooling/cycles.js (import-x/no-cycle skips type-only imports).
    {
      files: ['**/*.{ts,tsx,js,mjs}'],
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [
          createTypeScriptImportResolver({ project: `${root}/{apps/*,packages/*,e2e,bench}/tsconfig.json`, noWarnOnMultipleProjects: true }),
        ],
      },
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: restrictedPathZones(root) }],
      },
    },
  );
}

export default createConfig(import.meta.dirname);
