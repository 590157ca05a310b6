import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';

// Props whose value a shopper reads (or that carry JSX that may hold text); other props (to, size, kind…) are code.
const STOREFRONT_TEXT_ATTRIBUTES =
  '^(alt|aria-label|aria-description|placeholder|title|subTitle|label|description|content|extra|footer|header|' +
  'help|tip|tooltip|message|okText|cancelText|emptyText|notFoundContent|addonBefore|addonAfter|prefix|suffix|' +
  'icon|tab|children)$';

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
    files: ['apps/{storefront,console}/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    // Every word a shopper reads goes through the five locales (DESIGN §5): JSX text and expressions, and the
    // attributes that show text or hold JSX that does. Symbols, numbers and punctuation may stay literal.
    // The console follows the same rule.
    files: ['apps/{storefront,console}/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: [STOREFRONT_TEXT_ATTRIBUTES] },
          words: { exclude: ['^[\\d\\s·|/×:%¥$€.,!?()\\[\\]+*#&=~<>…–—-]*$'] },
        },
      ],
    },
  },
  {
    // Tests read envelopes whose shapes their assertions (and contract schemas) check.
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/src/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // A focused test silently skips every other one in CI.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports (DESIGN §6).' },
        {
          selector: "MemberExpression[property.name='only']",
          message: 'Remove .only before committing: it skips every other test.',
        },
      ],
    },
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
