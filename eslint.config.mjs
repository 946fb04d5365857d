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
      ...reactHooks.configs.recommended.rules,
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
            ...features.map((f) => ({
              target: `./src/features/${f}`,
              from: './src/features',
              except: [`./${f}`],
            })),
            { target: './src', from: './mocks', except: [] },
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
);
