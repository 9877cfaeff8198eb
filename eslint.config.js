// `npm run lint`: ESLint with typescript-eslint's type-aware recommended rules on the server,
// scripts, benchmarks and the browser apps (admin, portal) (types themselves: `npm run typecheck`).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', 'data/', 'coverage/', '.stryker-tmp/', 'reports/', 'admin/src/api/schema.d.ts'] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused names are dead code; a leading underscore marks one kept on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Fastify handlers and hooks are async by contract, whether or not they await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['describe', 'test', 'it', 'before', 'after'] }] },
      ],
      // Input hygiene matches control characters on purpose.
      'no-control-regex': 'off',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  { files: ['src/**'], rules: { 'no-console': 'error' } },
  {
    // Tests read JSON bodies as `any` (ApiResponse.data): assertions are their type check.
    files: ['**/*.test.ts', 'src/testing/**', 'admin/e2e/**', 'portal/e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // [].every(...) is true: a filter that found nothing would pass. assertEvery also checks the list is not empty.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='assert'] > CallExpression[callee.property.name='every']",
          message: 'Use assertEvery (src/testing/assertions.ts): it also fails on an empty list.',
        },
      ],
    },
  },
  {
    files: ['admin/src/**', 'portal/src/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['**/*.{js,mjs}'], extends: [tseslint.configs.disableTypeChecked] },
);
