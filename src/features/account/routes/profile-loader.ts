import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { companiesApi } from '@/shared/api/companies-api';
import { settle, type LoaderStore } from '@/shared/api/settle';
import { companyPaths } from '@/shared/paths';

type ProfileRootState = { company: { lastSelectedCompany: string | null } };

/**
 * The profile keeps the company context (UX-5): opened from a company's pages (the last selected
 * company is still the user's), `/account/profile` becomes that company's `.../profile`, where the
 * company switcher and the company's navigation stay. Without one it shows as it is.
 */
export const profileLoader =
  (store: LoaderStore<ProfileRootState>) =>
  async ({ request }: LoaderFunctionArgs) => {
    const last = store.getState().company.lastSelectedCompany;
    if (!last) return null;
    const companies = await settle(
      store.dispatch(companiesApi.endpoints.getCompanies.initiate()),
    ).catch(() => []);
    if (!companies.some((c) => c.id === last)) return null;
    const { search, hash } = new URL(request.url);
    throw redirect(`${companyPaths(last).profile}${search}${hash}`);
  };
