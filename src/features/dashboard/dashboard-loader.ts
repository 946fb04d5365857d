import type { LoaderFunctionArgs } from 'react-router-dom';
import { companiesApi } from '@/shared/api/companies-api';
import { obligationsApi } from '@/shared/api/obligations-api';
import { registrationsApi } from '@/shared/api/registrations-api';
import { settle, type LoaderStore } from '@/shared/api/settle';

/**
 * Starts the dashboard's own queries (obligations, deadlines, registrations) while the page's code
 * downloads, instead of after its first render: the page mostly finds them answered, draws once
 * with its data and not once with placeholders and again with data. Only for a company of the
 * user's (the companies answer is the company loader's, shared); it never holds the page up nor
 * fails it: the page's own queries show what went wrong.
 */
export const dashboardLoader =
  (store: LoaderStore) =>
  async ({ params: { companyId } }: LoaderFunctionArgs) => {
    if (!companyId) return null;
    const companies = await settle(
      store.dispatch(companiesApi.endpoints.getCompanies.initiate()),
    ).catch(() => []);
    if (!companies.some((company) => company.id === companyId && !company.needsUpdate)) return null;
    store.dispatch(obligationsApi.util.prefetch('getObligations', companyId, {}));
    store.dispatch(obligationsApi.util.prefetch('getDeadlines', companyId, {}));
    store.dispatch(registrationsApi.util.prefetch('getRegistrations', companyId, {}));
    return null;
  };
