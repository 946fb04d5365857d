import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { DecompressionStream } from 'node:stream/web';
import './setup-node';

// jsdom has no WebCrypto; oidc-client-ts needs it for PKCE (S256) as browsers provide it.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

// jsdom has no DecompressionStream; the product-list import unpacks XLSX with it (TRUST-15), as
// browsers and node provide it. Node's works with the streams jest-fixed-jsdom installs.
if (!('DecompressionStream' in globalThis)) {
  Object.defineProperty(globalThis, 'DecompressionStream', {
    value: DecompressionStream,
    configurable: true,
  });
}

// The first render of a file compiles its lazy route modules: on a busy 2-core machine that takes
// longer than Testing Library's default wait of 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/**
 * Node's BroadcastChannel (jest-fixed-jsdom keeps it) reaches every test file that one jest
 * worker process runs: a channel a file left open (the session channel of each AuthService,
 * TRUST-10) received the sign-out messages a later file posted, after its own window was gone,
 * and the run failed outside any test ("Cannot read properties of null (reading '_origin')"
 * with every test passed). Each file closes the channels it opened.
 */
const NodeBroadcastChannel = globalThis.BroadcastChannel;
if (NodeBroadcastChannel) {
  const openChannels = new Set<BroadcastChannel>();
  class FileScopedBroadcastChannel extends NodeBroadcastChannel {
    constructor(name: string) {
      super(name);
      openChannels.add(this);
    }
    override close(): void {
      openChannels.delete(this);
      super.close();
    }
  }
  globalThis.BroadcastChannel = FileScopedBroadcastChannel;
  afterAll(() => {
    for (const channel of [...openChannels]) channel.close();
  });
}

/**
 * Style rules whose every selector is a `:has()` are left out of jsdom's style sheets. jsdom's
 * selector engine (nwsapi) parses a `:has()` argument again on each match, and `getComputedStyle`
 * tries every rule of the document on each element Testing Library asks about (`getByRole`
 * checks visibility and computes names): MUI's select puts three such rules on the page (padding
 * of a native select inside an input), which alone took a quarter of a form test's CPU time. They
 * set nothing a test can read (no display or visibility); every other rule stays.
 */
jest.mock('@emotion/cache', () => {
  const actual = jest.requireActual<typeof import('@emotion/cache')>('@emotion/cache');
  const createCache: typeof actual.default = (options) => {
    const cache = actual.default(options);
    const insert = cache.sheet.insert.bind(cache.sheet);
    cache.sheet.insert = (rule: string) => {
      const selectors = rule.slice(0, rule.indexOf('{')).split(',');
      if (!selectors.every((selector) => selector.includes(':has('))) insert(rule);
    };
    return cache;
  };
  return { __esModule: true, ...actual, default: createCache };
});
