// ESLint flat config for Vigil: the console (src/, stories/), the reference server
// (server/), scripts, benchmarks, end-to-end tests and the local plugin (eslint/).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import vigil from './eslint/index.js';

const TS = ['**/*.{ts,tsx,mts,cts}'];
const BROWSER_CODE = ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'];

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    'dist/',
    'storybook-static/',
    'data/',
    'test-results/',
    'playwright-report/',
    'coverage/',
    'bench/results/',
    '.tmp/',
  ]),

  // Every JS and TS file.
  {
    files: ['**/*.{js,mjs,cjs,jsx,ts,tsx,mts,cts}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  // TypeScript: the recommended set without type information (fast).
  {
    files: TS,
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // With verbatimModuleSyntax, `import { type A } from 'x'` still loads 'x'
      // (it becomes `import 'x'`); only `import type` is erased. This keeps
      // type-only imports of the contract from pulling TypeBox into the bundle.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs,jsx}'],
    rules: {
      'no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },

  // Globals: browser code...
  {
    files: ['src/**', 'stories/**', '.storybook/**'],
    languageOptions: { globals: globals.browser },
  },
  // ...and Node code (Storybook's main config runs in Node too).
  {
    files: [
      'server/**',
      'scripts/**',
      'bench/**',
      'e2e/**',
      'eslint/**',
      '*.{js,mjs,cjs,ts,mts,cts}',
      '.storybook/main.{js,ts}',
    ],
    languageOptions: { globals: globals.node },
  },

  // React hooks: only the two classic rules, both errors. The plugin's v7
  // recommended sets also turn on the React Compiler rules (purity, refs,
  // set-state-in-effect, ...), which are noisy for code not built with the compiler.
  {
    files: BROWSER_CODE,
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  // User-supplied names are always shown as text (docs/security.md, INPUT-3).
  {
    files: BROWSER_CODE,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'dangerouslySetInnerHTML is forbidden: render user data as text (docs/security.md, INPUT-3).',
        },
        {
          selector: "Property[key.name='dangerouslySetInnerHTML']",
          message: 'dangerouslySetInnerHTML is forbidden: render user data as text (docs/security.md, INPUT-3).',
        },
        {
          selector: 'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]',
          message: 'Assigning innerHTML/outerHTML is forbidden: render user data as text (docs/security.md, INPUT-3).',
        },
        {
          selector: "CallExpression[callee.property.name='insertAdjacentHTML']",
          message: 'insertAdjacentHTML is forbidden: render user data as text (docs/security.md, INPUT-3).',
        },
      ],
    },
  },

  // What the signed-out pages load before antd is in (docs/architecture.md, "How the console
  // loads"): no antd, its icons or its theme (types only). bench:bundle and e2e/boot.spec.ts check
  // the whole first load; this names the file that would bring it.
  {
    files: [
      'src/main.tsx',
      'src/app/{app,router,root-providers,page-loading}.tsx',
      'src/app/{routes,start-up,query-client}.ts',
      'src/app/errors/**/*.{ts,tsx}',
      'src/app/logic/**/*.ts',
      'src/app/session/**/*.{ts,tsx}',
      'src/app/notifications/{notes-store.ts,notification-outlet.tsx}',
      'src/features/auth/**/*.{ts,tsx}',
      'src/shared/plain-ui/**/*.{ts,tsx}',
      'src/shared/ui/{form-error,reason-text,preference-switches,logo}.tsx',
      'src/shared/ui/password-field.ts',
      'src/shared/i18n/index.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@theme/index',
              message: 'Drawn without antd: read the theme from theme/plain.css.',
              allowTypeImports: true,
            },
          ],
          patterns: [
            {
              group: ['antd', 'antd/*', '@ant-design/icons', '@ant-design/icons/*', '@ant-design/pro-*'],
              message: 'The signed-out pages load no antd: use src/shared/plain-ui.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },

  // The console: no console output, and the import boundaries of docs/architecture.md.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { vigil },
    rules: {
      'no-console': 'error',
      'vigil/boundaries': ['error', { root: import.meta.dirname }],
    },
  },

  // The reference server: domains through their index, core and media know no domain, SQL in repositories.
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts'],
    plugins: { vigil },
    rules: {
      'vigil/server-boundaries': ['error', { root: import.meta.dirname }],
    },
  },
]);
