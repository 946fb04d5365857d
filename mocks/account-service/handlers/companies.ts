/** Companies of the signed-in user: list, read, create, replace, delete. */
import {
  APPLICATION_ID,
  companyChangeEndpoints,
  companyEndpoints,
} from '../../../src/shared/contract/account/companies';
import { companies, companiesOf, companyAccess } from '../../common/data/db';
import { created, fail, noContent, ok } from '../../common/respond';
import { route } from '../../common/route';
import { accountUrl, denied, inCompany, type CompanyParams } from './rules';
import { toUserCompany } from './views';

export const companyHandlers = [
  route(accountUrl, companyEndpoints.getCompanies, ({ user }) =>
    ok(companiesOf(user).map(({ company, access }) => toUserCompany(company, access))),
  ),

  route<typeof companyEndpoints.getApplicationCompanies, { id: string }>(
    accountUrl,
    companyEndpoints.getApplicationCompanies,
    ({ params, user }) =>
      params.id === APPLICATION_ID
        ? ok(companiesOf(user).map(({ company, access }) => toUserCompany(company, access)))
        : fail(404, 'Application not found'),
  ),

  route(accountUrl, companyChangeEndpoints.createCompany, ({ user, body }) => {
    const company = companies.create(body, user.id);
    const access = companyAccess(user, company.id);
    return access ? created(toUserCompany(company, access)) : fail(500, 'Company not created');
  }),

  route<typeof companyEndpoints.getCompany, CompanyParams>(
    accountUrl,
    companyEndpoints.getCompany,
    inCompany(({ company, access }) => ok(toUserCompany(company, access))),
  ),

  route<typeof companyChangeEndpoints.updateCompany, CompanyParams>(
    accountUrl,
    companyChangeEndpoints.updateCompany,
    inCompany(({ company, access, body }) => {
      const refusal = denied(access, 'editCompany');
      if (refusal) return refusal;
      return ok(toUserCompany(companies.replace(company.id, body) ?? company, access));
    }),
  ),

  route<typeof companyChangeEndpoints.deleteCompany, CompanyParams>(
    accountUrl,
    companyChangeEndpoints.deleteCompany,
    inCompany(({ company, access }) => {
      const refusal = denied(access, 'deleteCompany');
      if (refusal) return refusal;
      companies.remove(company.id);
      return noContent();
    }),
  ),
];
