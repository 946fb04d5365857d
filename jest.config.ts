/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

/**
 * The `.test.ts` files that need a browser all the same: a store (its listeners send the user to
 * sign-in through `window.location`), browser storage, `document`, `navigator`. Every other
 * `.test.ts` (pure logic, the mock backend in mocks/, scripts) runs in the `node` project, without
 * jsdom and Testing Library; every `.test.tsx` in the `dom` one.
 */
const DOM_TESTS = [
  'src/app/boot/next-task.test.ts',
  'src/app/csp-nonce.test.ts',
  'src/app/listeners.test.ts',
  'src/app/persist-storage.test.ts',
  'src/app/store.test.ts',
  'src/app/unhandled-rejections.test.ts',
  'src/features/account/api.test.ts',
  'src/features/dashboard/routes/dashboard-loader.test.ts',
  'src/shared/account-service.test.ts',
  'src/shared/api/base-query.test.ts',
  'src/shared/api/fault-matrix.test.ts',
  'src/shared/api/upload-transport.test.ts',
  'src/shared/auth/auth-service.test.ts',
  'src/shared/auth/session-thunks.test.ts',
  'src/shared/i18n/detect-language.test.ts',
  'src/shared/i18n/i18n.test.ts',
  'src/shared/i18n/start-language.test.ts',
  'src/shared/quickcheck/stored-quickcheck.test.ts',
];

const IGNORED = ['/node_modules/', '/e2e/', '/dist/'];

const shared = {
  rootDir: __dirname,
  roots: ['<rootDir>/src', '<rootDir>/mocks', '<rootDir>/scripts'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // msw 2 pulls in a few ESM-only packages that jest must transform.
  transformIgnorePatterns: [
    '/node_modules/(?!(msw|@mswjs|@bundled-es-modules|rettime|until-async|@open-draft|headers-polyfill|outvariant|strict-event-emitter)/)',
  ],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@locales/(.*)$': '<rootDir>/locales/$1',
  },
  testPathIgnorePatterns: IGNORED,
  clearMocks: true,
  restoreMocks: true,
} satisfies Config;

const config: Config = {
  // Both cores (Jest 30 runs in band on a 2-core machine otherwise).
  maxWorkers: '100%',
  projects: [
    {
      ...shared,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: [...IGNORED, ...DOM_TESTS],
      setupFilesAfterEnv: ['<rootDir>/src/testing/setup-node.ts'],
    },
    {
      ...shared,
      displayName: 'dom',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { url: 'http://localhost:8080/' },
      testMatch: ['**/*.test.tsx', ...DOM_TESTS.map((file) => `<rootDir>/${file}`)],
      setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
    },
  ],
};

export default config;
