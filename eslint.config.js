// `npm run lint` (with `prettier --check`). TypeScript's recommended rules without type information,
// so a run over the whole repository stays within seconds; React hooks rules for the web app.
// Formatting is prettier's job: eslint-config-prettier turns off the rules that would disagree with it.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    'data/',
    'test-results/',
    'bench/results/',
    'schema/',
    // Written by codegen; a test compares them with a fresh run.
    'web/src/__generated__/',
    'subgraphs/*/src/__generated__/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore marks a parameter or binding kept on purpose (a callback's position, a rest sibling).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrors: 'none',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // Every control character in a pattern here is a text cleaner (identifiers, cell values, names) that means it.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      // Tests read JSON answers loosely; the assertion on the field is the check that can fail.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // It only says the React Compiler would skip a component (react-hook-form's watch); the app is not compiled by it.
      'react-hooks/incompatible-library': 'off',
    },
  },
  prettier,
]);
