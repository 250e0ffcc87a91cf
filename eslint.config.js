import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'src/generated/', 'node_modules/', '.tmp/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests may poke at loose answers; the product code may not.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    files: ['tests/**/*.ts', 'generators/**/*.ts', 'scripts/**/*.ts', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The hooks rules, the React Compiler's included. A data hook that marks itself loading when its
    // input changes sets state in an effect on purpose, so that one rule stays off until those hooks
    // move to react-query (react-admin's useQuery).
    files: ['src/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/exhaustive-deps': 'error', 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    // The app calls the API one way: src/app/api/api-client.ts (headers, errors, 401 in one place).
    files: ['src/app/**/*.{ts,tsx}'],
    ignores: ['src/app/api/**'],
    rules: { 'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through src/app/api/api-client.ts.' }] },
  },
);
