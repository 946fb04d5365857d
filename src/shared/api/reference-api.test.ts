import { FakeAuth } from '@/testing/fake-auth';
import { makeTestStore } from '@/testing/make-test-store';
import { recordRequests, stopRecording } from '@/testing/request-log';
import { referenceFixture } from '../../../mocks/main-api/data/fixtures/reference';
import { referenceApi } from './reference-api';
import { SLICE_SIZE } from './sliced-validation';

afterEach(() => stopRecording());

it('[OBL-0] the reference data is read from the main API, also by visitors without a token', async () => {
  const seen = recordRequests();
  const { store } = makeTestStore({ auth: new FakeAuth(null) });
  const data = await store.dispatch(referenceApi.endpoints.getReference.initiate()).unwrap();
  expect(data.rules).toHaveLength(referenceFixture.rules.length);
  expect(seen).toEqual([
    expect.objectContaining({ path: '/api/reference/obligations', authorization: null }),
  ]);
});

it('[HOUSE-6] the endpoint checks its half a megabyte in slices, yielding to the browser between them', async () => {
  // The browser's `scheduler.yield()`, which `nextTask` prefers: counted here.
  let yields = 0;
  const global = globalThis as { scheduler?: { yield: () => Promise<void> } };
  global.scheduler = { yield: async () => void (yields += 1) };
  try {
    const { store } = makeTestStore({ auth: new FakeAuth(null) });
    const data = await store.dispatch(referenceApi.endpoints.getReference.initiate()).unwrap();
    expect(data).toEqual(referenceFixture);
    expect(yields).toBe(Math.ceil(referenceFixture.rules.length / SLICE_SIZE) - 1);
  } finally {
    delete global.scheduler;
  }
});
