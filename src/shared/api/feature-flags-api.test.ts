/**
 * Feature flags from the main API: the URL depends on the session, the map
 * is read from `data`, the query is stale after 1 min and cached for 2 min.
 */
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/common/node';
import { featureFlags } from '../../../mocks/common/data/db';
import { USER_IDS } from '../../../mocks/common/data/fixtures/users';
import { config } from '@/shared/config/config';
import { FEATURE_FLAG_NAMES } from '@/shared/contract/main/feature-flags';
import { FakeAuth } from '@/testing/fake-auth';
import { makeTestStore } from '@/testing/make-test-store';
import { recordRequests, stopRecording } from '@/testing/request-log';
import { isApiError } from './api-error';
import { featureFlagsApi as mainApi, isStale } from './feature-flags-api';

const flagsOf = (value: boolean) => Object.fromEntries(FEATURE_FLAG_NAMES.map((f) => [f, value]));

afterEach(() => {
  stopRecording();
  jest.useRealTimers();
});

describe('feature flag URLs and payload', () => {
  it('[FLAG-1][API-5] signed in: GET /user/config/features with the bearer token, the map read from data', async () => {
    const seen = recordRequests();
    const { store, auth } = makeTestStore({ auth: new FakeAuth(USER_IDS.owner) });
    const result = await store.dispatch(
      mainApi.endpoints.featureFlags.initiate({ signedIn: true }),
    );
    expect(result.data).toEqual(flagsOf(true));
    expect(seen).toEqual([
      expect.objectContaining({
        path: `${new URL(config.mainApiUrl).pathname}/user/config/features`,
        authorization: `Bearer ${auth.token}`,
      }),
    ]);
  });

  it('[FLAG-1][X-FLAGS-1] every flag off for flagsoff@example.com', async () => {
    const { store } = makeTestStore({ auth: new FakeAuth(USER_IDS.flagsOff) });
    const result = await store.dispatch(
      mainApi.endpoints.featureFlags.initiate({ signedIn: true }),
    );
    expect(result.data).toEqual(flagsOf(false));
  });

  it('[FLAG-1][X-FLAGS-1] a user without a map of their own gets every flag but ame_enabled, following the db', async () => {
    const { store } = makeTestStore({ auth: new FakeAuth(USER_IDS.newbie) });
    const first = await store.dispatch(
      mainApi.endpoints.featureFlags.initiate({ signedIn: true }, { subscribe: false }),
    );
    expect(first.data).toEqual({ ...flagsOf(true), ame_enabled: false });
    featureFlags.setForUser(USER_IDS.newbie, { ame_enabled: true });
    const second = await store.dispatch(
      mainApi.endpoints.featureFlags.initiate({ signedIn: true }, { forceRefetch: true }),
    );
    expect(second.data?.ame_enabled).toBe(true);
  });

  it('[FLAG-1][X-FLAGS-1] signed out: GET /config/features without a token, only the two licensing flags', async () => {
    const seen = recordRequests();
    const { store } = makeTestStore({ auth: new FakeAuth(null) });
    const result = await store.dispatch(
      mainApi.endpoints.featureFlags.initiate({ signedIn: false }),
    );
    expect(result.data).toEqual({
      ...flagsOf(false),
      at_licensing_enabled: true,
      de_licensing_enabled: true,
    });
    expect(seen).toEqual([
      expect.objectContaining({
        path: `${new URL(config.mainApiUrl).pathname}/config/features`,
        authorization: null,
      }),
    ]);
  });

  it('[FLAG-1][API-5] the signed-in URL without a token is refused: unauthorized', async () => {
    const { store } = makeTestStore({ auth: new FakeAuth(null) });
    const result = await store.dispatch(
      mainApi.endpoints.featureFlags.initiate({ signedIn: true }),
    );
    expect(isApiError(result.error) && result.error.kind).toBe('unauthorized');
  });

  it('[FLAG-1][ERR-4] a map with a non-boolean value is unexpected', async () => {
    server.use(
      http.get(`${config.mainApiUrl}/user/config/features`, () =>
        HttpResponse.json({ data: { ame_enabled: 'yes' } }),
      ),
    );
    const { store } = makeTestStore();
    const result = await store.dispatch(
      mainApi.endpoints.featureFlags.initiate({ signedIn: true }),
    );
    expect(isApiError(result.error) && result.error.kind).toBe('unexpected');
  });
});

describe('feature flag cache times', () => {
  const useFakeTimers = () =>
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });

  it('[FLAG-2] data is stale from exactly 60 s on', () => {
    const now = 1_000_000;
    expect(isStale(undefined, now)).toBe(false);
    expect(isStale(now - 59_999, now)).toBe(false);
    expect(isStale(now - 60_000, now)).toBe(true);
  });

  it('[FLAG-2] a new subscriber within 60 s reads the cache; after 60 s it refetches', async () => {
    useFakeTimers();
    const seen = recordRequests();
    const { store } = makeTestStore();
    const initiate = () =>
      store.dispatch(mainApi.endpoints.featureFlags.initiate({ signedIn: true }));
    const first = initiate();
    await first;
    expect(seen).toHaveLength(1);

    await jest.advanceTimersByTimeAsync(59_000);
    const fresh = initiate();
    expect((await fresh).data?.ame_enabled).toBe(true);
    expect(seen).toHaveLength(1);

    await jest.advanceTimersByTimeAsync(1_000);
    const stale = initiate();
    await stale;
    expect(seen).toHaveLength(2);
    [first, fresh, stale].forEach((s) => s.unsubscribe());
  });

  it('[FLAG-2] unused flags stay cached for 120 s, then are collected', async () => {
    useFakeTimers();
    const { store } = makeTestStore();
    const subscription = store.dispatch(
      mainApi.endpoints.featureFlags.initiate({ signedIn: true }),
    );
    await subscription;
    subscription.unsubscribe();
    const cached = () =>
      mainApi.endpoints.featureFlags.select({ signedIn: true })(store.getState());
    await jest.advanceTimersByTimeAsync(119_000);
    expect(cached().data).toEqual(flagsOf(true));
    await jest.advanceTimersByTimeAsync(2_000);
    expect(cached().data).toBeUndefined();
  });
});
