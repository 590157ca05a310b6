import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/test-results/**', '.data-*/**'] },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports (DESIGN §6).' },
      ],
    },
  },
  {
    files: ['apps/storefront/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    // Tests read envelopes whose shapes their assertions (and contract schemas) check.
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/src/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Tools that demand a default export.
    files: [
      '**/vite.config.ts',
      '**/playwright.config.ts',
      'eslint.config.js',
      '**/vitest.config.ts',
      '**/drizzle.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
