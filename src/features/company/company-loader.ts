import { data, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { companiesApi } from '@/shared/api/companies-api';
import { settle, type LoaderStore } from '@/shared/api/settle';
import { accountServicePages } from '@/shared/account-service';
import { config } from '@/shared/config/config';
import type { LocaleState } from '@/shared/i18n/locale-slice';
import { setMonitoringAttributes } from '@/shared/monitoring/monitoring';
import { anyCompany, companyPaths, paths } from '@/shared/paths';
import { companySelected, type CompanyState } from './company-slice';

type CompanyRootState = { company: CompanyState; locale: LocaleState };

export const COMPANY_NOT_FOUND = 'Company not found';

/**
 * The part of a `/companies/...` path after the (absent) company id: `/dashboard/de/packaging`.
 * The company routes matched it, so it starts with their address without an id.
 */
const restOfPath = (pathname: string) => pathname.slice(anyCompany(paths.company.root).length);

/**
 * The company routes, in this order:
 * 1. no companies -> the account service's companies page (locale, goBackTo);
 * 2. no id in the URL -> the last selected company if still the user's, else the first, same
 *    path and query;
 * 3. an id that is not one of the user's -> 404 'Company not found';
 * 4. needsUpdate -> the account service's company page (locale, nextLocation);
 * 5. otherwise remember it as lastSelectedCompany and tell monitoring.
 * Runs after the sign-in check (the route tree wraps it).
 */
export const companyLoader =
  (store: LoaderStore<CompanyRootState>) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    const requestUrl = new URL(request.url);
    // The address the user sees, on this app's public origin (the request may carry another).
    const url = new URL(
      `${requestUrl.pathname}${requestUrl.search}${requestUrl.hash}`,
      config.appUrl,
    );
    const companies = await settle(store.dispatch(companiesApi.endpoints.getCompanies.initiate()));
    const { current: locale } = store.getState().locale;

    if (companies.length === 0) {
      throw redirect(accountServicePages.companies({ locale, goBackTo: url.href }));
    }

    const { companyId } = params;
    if (!companyId) {
      const last = store.getState().company.lastSelectedCompany;
      const target = companies.find((c) => c.id === last) ?? companies[0]!;
      throw redirect(
        `${companyPaths(target.id).root}${restOfPath(url.pathname)}${url.search}${url.hash}`,
      );
    }

    const company = companies.find((c) => c.id === companyId);
    if (!company) throw data(COMPANY_NOT_FOUND, { status: 404, statusText: COMPANY_NOT_FOUND });

    if (company.needsUpdate) {
      throw redirect(accountServicePages.company(company.id, { locale, nextLocation: url.href }));
    }

    if (store.getState().company.lastSelectedCompany !== company.id)
      store.dispatch(companySelected(company.id));
    setMonitoringAttributes({ companyId: company.id });
    return null;
  };
