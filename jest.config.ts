/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

const config: Config = {
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { url: 'http://localhost:8080/' },
  roots: ['<rootDir>/src', '<rootDir>/mocks', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
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
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/dist/'],
  clearMocks: true,
  restoreMocks: true,
};

export default config;
