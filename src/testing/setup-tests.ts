import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { server } from '../../mocks/node';
import { resetDb } from '../../mocks/data/db';
import { resetTestSwitches } from '../../mocks/data/test-switches';
import { resetTokenVerifier } from '../../mocks/data/auth-tokens';

// jsdom has no WebCrypto; oidc-client-ts needs it for PKCE (S256) as browsers provide it.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

// The first render of a file compiles its lazy route modules: on a busy 2-core machine that takes
// longer than Testing Library's default wait of 1 s.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDb();
  resetTestSwitches();
  resetTokenVerifier();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
