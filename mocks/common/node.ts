import { getResponse, http, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The mock backend for jest (every test file's setup, `src/testing/setup-node.ts`). Its handlers
 * (both APIs, their contract and fixture modules: about 300 modules) load at the first request a
 * test file makes, not when the file starts: most node-project files and a third of the DOM ones
 * (components, logic) never send one, and loading them cost about 0.3-0.45 s of CPU per file
 * (docs/house-3-time.md). A request is answered by the first matching handler as before; `server.use`
 * still goes first, and a request nothing answers still fails the test (`onUnhandledRequest:
 * 'error'`: the stand-in then returns nothing).
 */
let handlers: Promise<RequestHandler[]> | undefined;
const loadHandlers = () => (handlers ??= import('./handlers').then((module) => module.handlers));

const backend = http.all('*', async ({ request }) => getResponse(await loadHandlers(), request));

export const server = setupServer(backend);
