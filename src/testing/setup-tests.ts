import '@testing-library/jest-dom';
import { webcrypto } from 'node:crypto';
import { server } from '../../mocks/node';
import { resetDb } from '../../mocks/data/db';
import { resetTestSwitches } from '../../mocks/data/test-switches';
import { resetTokenVerifier } from '../../mocks/data/auth-tokens';

// jsdom has no WebCrypto; oidc-client-ts needs it for PKCE (S256) as browsers provide it.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

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
