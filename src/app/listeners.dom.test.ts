import { COMPANY_IDS } from '../../mocks/common/data/fixtures/companies';
import { http, HttpResponse } from 'msw';
import { companiesApi } from '@/shared/api/companies-api';
import { userApi } from '@/shared/api/user-api';
import { config } from '@/shared/config/config';
import { FakeAuth } from '@/testing/fake-auth';
import { makeTestStore } from '@/testing/make-test-store';
import { server } from '../../mocks/common/node';

describe('401 anywhere', () => {
  it('[ERR-1] a 401 from any call sends the user to sign-in once, back to where they were', async () => {
    window.history.replaceState(
      null,
      '',
      `/companies/${COMPANY_IDS.alpenglueck}/dashboard/de?tab=2`,
    );
    server.use(
      http.get(`${config.accountApiUrl}/companies`, () =>
        HttpResponse.json({ message: 'expired' }, { status: 401 }),
      ),
    );
    server.use(
      http.get(`${config.accountApiUrl}/getUser`, () =>
        HttpResponse.json({ message: 'expired' }, { status: 401 }),
      ),
    );
    const auth = new FakeAuth();
    const { store } = makeTestStore({ auth });
    await Promise.all([
      store.dispatch(companiesApi.endpoints.getCompanies.initiate()),
      store.dispatch(userApi.endpoints.getUser.initiate()),
    ]);
    expect(auth.signInRedirects).toEqual([
      { redirectPath: `/companies/${COMPANY_IDS.alpenglueck}/dashboard/de?tab=2` },
    ]);
    window.history.replaceState(null, '', '/');
  });

  it('[ERR-1] other failures do not start a sign-in', async () => {
    server.use(
      http.get(`${config.accountApiUrl}/companies`, () =>
        HttpResponse.json({ message: 'no' }, { status: 404 }),
      ),
    );
    const auth = new FakeAuth();
    const { store } = makeTestStore({ auth });
    await store.dispatch(companiesApi.endpoints.getCompanies.initiate());
    expect(auth.signInRedirects).toEqual([]);
  });
});
