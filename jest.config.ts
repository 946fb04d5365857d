/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

/**
 * Tests run in the `node` project (pure logic, the mock backend in mocks/, scripts), without jsdom
 * and Testing Library, unless their file name says they need a browser: every `.test.tsx`, and a
 * `.dom.test.ts` for logic that needs one all the same (a store whose listeners send the user to
 * sign-in through `window.location`, browser storage, `document`, `navigator`).
 */

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
    // msw's GraphQL support, unused here, costs every test file its 130 modules.
    '^graphql$': '<rootDir>/src/testing/no-graphql.ts',
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
      testPathIgnorePatterns: [...IGNORED, '\\.dom\\.test\\.ts$'],
      setupFilesAfterEnv: ['<rootDir>/src/testing/setup-node.ts'],
    },
    {
      ...shared,
      displayName: 'dom',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { url: 'http://localhost:8080/' },
      testMatch: ['**/*.test.tsx', '**/*.dom.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
    },
  ],
};

export default config;
