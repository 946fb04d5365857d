import { waitFor } from '@testing-library/react';
import { makeTestStore } from '@/testing/make-test-store';
import { recordRequests, stopRecording } from '@/testing/request-log';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { delay, http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import { server } from '../../../../mocks/common/node';
import { dashboardLoader } from './dashboard-loader';

afterEach(() => stopRecording());

const loaderArgs = (companyId?: string) =>
  ({
    params: companyId ? { companyId } : {},
    request: new Request('http://localhost:8080/'),
    context: undefined,
  }) as unknown as Parameters<ReturnType<typeof dashboardLoader>>[0];

it('[PERF-1][OBL-2] the dashboard’s obligations, deadlines and registrations are asked for by its loader, before the page renders, and the page’s queries find them', async () => {
  const { store } = makeTestStore();
  const seen = recordRequests();
  const companyId = COMPANY_IDS.alpenglueck;
  await expect(dashboardLoader(store)(loaderArgs(companyId))).resolves.toBeNull();
  const asked = () =>
    seen
      .map((r) => r.path.replace(/^.*(?=\/companies\/)/, ''))
      .filter((p) => p.includes(companyId));
  await waitFor(() =>
    expect(asked().sort()).toEqual(
      [
        `/companies/${companyId}/deadlines`,
        `/companies/${companyId}/obligations`,
        `/companies/${companyId}/registrations`,
      ].sort(),
    ),
  );
  await waitFor(() => {
    const queries = Object.values(store.getState().mainApi.queries);
    expect(queries.filter((q) => q?.status === 'fulfilled')).toHaveLength(3);
  });
});

it('[PERF-1][LOADER-3] a company that is not the user’s gets no such calls (the company loader answers 404)', async () => {
  const { store } = makeTestStore();
  const seen = recordRequests();
  await dashboardLoader(store)(loaderArgs('cmp-unknown'));
  await dashboardLoader(store)(loaderArgs());
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(
    seen.map((r) => r.path).filter((p) => /obligations|deadlines|registrations/.test(p)),
  ).toEqual([]);
});

it('[PERF-1][OBL-2] fast answers: the page waits for them and draws once; a slow one: the page shows without it, with its placeholder', async () => {
  const companyId = COMPANY_IDS.alpenglueck;
  const fast = makeTestStore().store;
  await dashboardLoader(fast)(loaderArgs(companyId));
  const fulfilled = (store: typeof fast) =>
    Object.values(store.getState().mainApi.queries).filter((q) => q?.status === 'fulfilled');
  // Answered before the loader resolved: the page's first render has them.
  expect(fulfilled(fast)).toHaveLength(3);

  server.use(
    http.get(`${config.mainApiUrl}/companies/:companyId/deadlines`, async () => {
      await delay(2000);
      return HttpResponse.json({ data: [] });
    }),
  );
  const slow = makeTestStore().store;
  await dashboardLoader(slow)(loaderArgs(companyId));
  // The page goes ahead without the slow answer (its placeholder shows), with the fast ones.
  const pending = Object.values(slow.getState().mainApi.queries).filter(
    (q) => q?.status === 'pending',
  );
  expect(pending.map((q) => q?.endpointName)).toEqual(['getDeadlines']);
  expect(fulfilled(slow)).toHaveLength(2);
});
