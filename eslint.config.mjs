// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const features = fs.existsSync('src/features')
  ? fs.readdirSync('src/features').filter((d) => fs.statSync(`src/features/${d}`).isDirectory())
  : [];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'coverage/**',
      'node_modules/**',
      'public/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mui/icons-material',
              message: 'Import icons one by one: @mui/icons-material/Name',
            },
          ],
        },
      ],
      // Imports flow one way: shared -> features -> app. Features never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: ['./src/features', './src/app'] },
            { target: './src/features', from: './src/app' },
            // RULE-4: the domain (rules and vocabulary) is read by the app and the mock backend
            // alike, so it builds on the contract and itself only.
            { target: './src/domain', from: ['./src/features', './src/app', './mocks'] },
            { target: './src/domain', from: './src/shared', except: ['./contract'] },
            ...features.map((f) => ({
              target: `./src/features/${f}`,
              from: './src/features',
              except: [`./${f}`],
            })),
            { target: './src', from: './mocks', except: [] },
            // The mock backend builds on the contract and shared modules, never on app code.
            { target: './mocks', from: ['./src/app', './src/features'] },
          ],
        },
      ],
    },
  },
  {
    // The React Compiler's rules (eslint-plugin-react-hooks 7) on the app's own code: they compile
    // each file they see, 70 % of the lint's time when they also saw the tests, mocks and scripts.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**', 'src/shared/contract/**'],
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The contract is loaded by the mock backend without path aliases: valibot and itself only.
    files: ['src/shared/contract/**'],
    ignores: ['src/shared/contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', 'react', 'react-*', '@mui/*'],
              message: 'The contract imports only valibot and its own files (relative).',
            },
          ],
        },
      ],
    },
  },
  {
    // The domain is loaded by the mock backend without path aliases, like the contract (RULE-4).
    files: ['src/domain/**'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', 'react', 'react-*', '@mui/*'],
              message: 'The domain imports only the contract and its own files (relative).',
            },
          ],
        },
      ],
    },
  },
  {
    // webpack-cli loads the config through esbuild-register, which hooks require() only.
    files: ['webpack.config.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests and the testing helpers may use the mocks (msw handlers, fixtures).
    files: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/testing/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // HOUSE-5: no production file over 300 lines, counted as `wc -l` does (blank and comment
    // lines count: a long comment is a long file to read). Tests, test helpers, e2e and scripts
    // are outside the limit.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'src/testing/**', 'mocks/**/testing/**'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    // No import cycles between modules.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
