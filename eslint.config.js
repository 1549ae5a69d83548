import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import i18next from 'eslint-plugin-i18next';
import { readdirSync } from 'node:fs';

// The server's domain folders (apps/server/src/modules/*).
const serverModules = readdirSync(new URL('./apps/server/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Layers of the server: a module talks to another through its service, never its repository,
    // and no import goes round in a circle (docs/CODE_STYLE.md).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: serverModules.map((name) => ({
            target: `./apps/server/src/modules/${name}`,
            from: `./apps/server/src/modules/!(${name})/**/*.repository.ts`,
            message: "Call the other module's service; only a module itself touches its tables.",
          })),
        },
      ],
    },
  },
  {
    // Only a repository builds SQL: services, routes and helpers ask it. Row types may be imported.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.repository.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
              allowTypeImports: true,
              message:
                "Only the module's repository builds SQL; call it (or another module's service).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // No visible text outside the catalogues (issue 16; docs/decisions/0054): JSX text and the
    // attributes a person sees or hears. Files still being translated are listed, with their
    // count, in eslint-suppressions.json; `npm run i18n:check -- --update-baseline` rewrites it.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['aria-label', 'label', 'placeholder', 'title', 'helperText', 'alt'],
          },
          'jsx-components': { include: [], exclude: ['Trans'] },
          words: {
            // Punctuation, symbols, numbers and spaces, and the product's name.
            exclude: ['[\\s0-9!-/:-@[-`{-~·©…–—’“”]+', 'CareClass'],
          },
          // Strings given to these calls name things (a form field, a route), they are not shown.
          callees: {
            exclude: [
              't',
              'tr',
              // Form helpers whose string argument names a field or a tab.
              'bind',
              'fieldError',
              'hint',
              'numberField',
              'toggle',
              'tabLabel',
              '(form\\.)?setValue',
              'messageText',
              'cell',
              'render',
              'i18n(ext)?',
              'field',
              'fieldProps',
              'register',
              'watch',
              'includes',
              'startsWith',
              'endsWith',
            ],
          },
          message: 'Visible text belongs in the catalogues (apps/web/src/i18n/locales): use t()',
        },
      ],
    },
  },
);
