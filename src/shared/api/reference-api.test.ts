import { FakeAuth } from '@/testing/fake-auth';
import { makeTestStore } from '@/testing/make-test-store';
import { recordRequests, stopRecording } from '@/testing/request-log';
import { referenceFixture } from '../../../mocks/main-api/data/fixtures/reference';
import { referenceApi } from './reference-api';

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
