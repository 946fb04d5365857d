import { waitFor } from '@testing-library/react';
import { makeTestStore } from '@/testing/make-test-store';
import { recordRequests, stopRecording } from '@/testing/request-log';
import { COMPANY_IDS } from '../../../mocks/data/fixtures/companies';
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
  // The loader does not wait for the answers: it never holds up the page.
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
