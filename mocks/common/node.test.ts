/**
 * The jest mock backend (`./node`) loads its handlers at a test file's first request (HOUSE-3:
 * the per-file cost of the node project). What a test sees of it must not change: the handlers
 * answer, `server.use` goes first, and a request nothing answers fails.
 */
import { HttpResponse, http } from 'msw';
import { config } from '../../src/shared/config/config';
import { featureFlags } from './data/db';
import { server } from './node';

const publicFlags = `${config.mainApiUrl}/config/features`;

describe('the jest mock backend, loaded at the first request', () => {
  it('[HOUSE-3] the first request of a file is answered by the mock API’s handler', async () => {
    const answer = await fetch(publicFlags);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ data: featureFlags.public() });
  });

  it('[HOUSE-3] a handler a test adds with server.use answers before the mock API', async () => {
    server.use(http.get(publicFlags, () => HttpResponse.json({ overridden: true })));
    expect(await (await fetch(publicFlags)).json()).toEqual({ overridden: true });
  });

  it('[HOUSE-3] after server.resetHandlers the mock API answers again', async () => {
    server.use(http.get(publicFlags, () => HttpResponse.json({ overridden: true })));
    server.resetHandlers();
    expect(await (await fetch(publicFlags)).json()).toEqual({ data: featureFlags.public() });
  });

  it('[HOUSE-3] a request no handler answers still fails (onUnhandledRequest: error)', async () => {
    await expect(fetch(`${config.mainApiUrl}/no-such-endpoint-anywhere`)).rejects.toThrow();
  });

  it('[HOUSE-3] an HttpResponse.error() of a handler is still a network failure', async () => {
    server.use(http.get(publicFlags, () => HttpResponse.error()));
    await expect(fetch(publicFlags)).rejects.toThrow();
  });
});
