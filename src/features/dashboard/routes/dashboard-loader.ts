import type { LoaderFunctionArgs } from 'react-router-dom';
import { companiesApi } from '@/shared/api/companies-api';
import { obligationsApi } from '@/shared/api/obligations-api';
import { registrationNumbersApi } from '@/shared/api/registrations-api';
import { settle, type LoaderStore } from '@/shared/api/settle';

/**
 * How long the page waits for its data before it shows with placeholders: answers within it draw
 * the page once, complete (no placeholders flashing for a fast answer, no second render when they
 * arrive); slower ones show the placeholders (OBL-2) and fill in as they come.
 */
const DASHBOARD_DATA_WAIT_MS = 250;

/**
 * Starts the dashboard's own queries (obligations, deadlines, registrations) while the page's code
 * downloads, instead of after its first render, for a company of the user's only (the companies
 * answer is the company loader's, shared). It never fails the page: the page's own queries show
 * what went wrong.
 */
export const dashboardLoader =
  (store: LoaderStore) =>
  async ({ params: { companyId } }: LoaderFunctionArgs) => {
    if (!companyId) return null;
    const companies = await settle(
      store.dispatch(companiesApi.endpoints.getCompanies.initiate()),
    ).catch(() => []);
    if (!companies.some((company) => company.id === companyId && !company.needsUpdate)) return null;
    // No subscription: the answers stay cached for the page, which subscribes when it renders.
    const noSubscription = { subscribe: false } as const;
    const answers = Promise.allSettled([
      store.dispatch(obligationsApi.endpoints.getObligations.initiate(companyId, noSubscription)),
      store.dispatch(obligationsApi.endpoints.getDeadlines.initiate(companyId, noSubscription)),
      store.dispatch(
        registrationNumbersApi.endpoints.getRegistrations.initiate(companyId, noSubscription),
      ),
    ]);
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      answers,
      new Promise((resolve) => (timer = setTimeout(resolve, DASHBOARD_DATA_WAIT_MS))),
    ]);
    clearTimeout(timer);
    return null;
  };
