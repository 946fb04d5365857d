/**
 * TRUST-4 in the app: one `Idempotency-Key` per user action, the same on a retry of the same
 * submit after an unknown outcome, a new one for the next action.
 */
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/common/node';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';
import { config } from '@/shared/config/config';
import { FakeAuth } from '@/testing/fake-auth';
import { makeTestStore } from '@/testing/make-test-store';
import { representationApi } from './representation-api';

const { nordlicht } = COMPANY_IDS;
const path = `${config.mainApiUrl}/companies/${nordlicht}/representation-orders`;
const order = {
  selections: [{ country: 'AT' as const, streams: ['packaging' as const] }],
  acceptTerms: true as const,
};

describe('[TRUST-4] the app sends one Idempotency-Key per user action', () => {
  it('[TRUST-4] a lost answer and the user’s retry of the same submit: one key, one order', async () => {
    const keys: (string | null)[] = [];
    let drop = 1;
    server.use(
      http.post(path, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return drop-- > 0 ? HttpResponse.error() : undefined;
      }),
    );
    const { store } = makeTestStore({ auth: new FakeAuth(USER_IDS.owner) });
    const submit = () =>
      store.dispatch(
        representationApi.endpoints.orderRepresentation.initiate({ companyId: nordlicht, order }),
      );
    const lost = await submit();
    expect('error' in lost).toBe(true);
    const retried = await submit();
    expect('data' in retried).toBe(true);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^"[0-9a-f-]{32,36}"$/);
    expect(keys[1]).toBe(keys[0]);

    // A definite answer ends the action: the next order is another action with another key.
    await submit();
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('[TRUST-4] another body is another action', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(path, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.error();
      }),
    );
    const { store } = makeTestStore({ auth: new FakeAuth(USER_IDS.owner) });
    await store.dispatch(
      representationApi.endpoints.orderRepresentation.initiate({ companyId: nordlicht, order }),
    );
    await store.dispatch(
      representationApi.endpoints.orderRepresentation.initiate({
        companyId: nordlicht,
        order: { ...order, selections: [{ country: 'FR', streams: ['packaging'] }] },
      }),
    );
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBeTruthy();
    expect(keys[1]).not.toBe(keys[0]);
  });
});
