import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import './setup-node';

// jsdom has no WebCrypto; oidc-client-ts needs it for PKCE (S256) as browsers provide it.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

// The first render of a file compiles its lazy route modules: on a busy 2-core machine that takes
// longer than Testing Library's default wait of 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
