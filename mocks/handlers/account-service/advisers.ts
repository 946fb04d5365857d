/** Adviser firms and their affiliations with client companies. */
import { adviserEndpoints } from '../../../src/shared/contract/account/advisers';
import { affiliations, companies, companyAccess, pros } from '../../data/db';
import {
  companyNotFound,
  created,
  fail,
  forbidden,
  noContent,
  ok,
  validationFailed,
} from '../respond';
import { route } from '../route';
import { accountUrl, inCompany, isManager, type CompanyParams } from './rules';
import { toAffiliation } from './views';

type AffiliationParams = CompanyParams & { affiliationId: string };

export const adviserHandlers = [
  route<typeof adviserEndpoints.getAffiliations, CompanyParams>(
    accountUrl,
    adviserEndpoints.getAffiliations,
    inCompany(({ company }) => ok(affiliations.forCompany(company.id).map(toAffiliation))),
  ),

  route<typeof adviserEndpoints.createAffiliation, CompanyParams>(
    accountUrl,
    adviserEndpoints.createAffiliation,
    inCompany(({ company, access, body }) => {
      if (!isManager(access)) return forbidden('Only owners and admins may add advisers');
      if (!pros.findById(body.proId)) return validationFailed({ proId: 'invalid' });
      const existing = affiliations
        .forCompany(company.id)
        .find((a) => a.proId === body.proId && a.status !== 'revoked');
      if (existing) return fail(409, 'This adviser is already affiliated with the company');
      const affiliation = affiliations.create({
        companyId: company.id,
        proId: body.proId,
        permissions: body.permissions,
      });
      return created(toAffiliation(affiliation));
    }),
  ),

  /**
   * Owners and admins change permissions or revoke; the adviser firm's own users accept a pending
   * affiliation (status `active`) or end it (status `revoked`), even before they can see the company.
   */
  route<typeof adviserEndpoints.updateAffiliation, AffiliationParams>(
    accountUrl,
    adviserEndpoints.updateAffiliation,
    ({ params, user, body }) => {
      const affiliation = affiliations.findById(params.affiliationId);
      const access = companyAccess(user, params.id);
      const isTheAdviser = Boolean(
        affiliation &&
        affiliation.companyId === params.id &&
        user.proId &&
        affiliation.proId === user.proId,
      );
      if (!companies.findById(params.id) || (!access && !isTheAdviser)) return companyNotFound();
      if (!affiliation || affiliation.companyId !== params.id) {
        return fail(404, 'Affiliation not found');
      }
      const manager = access ? isManager(access) : false;
      const { status, permissions } = body;
      if (affiliation.status === 'revoked') return fail(409, 'The affiliation has been revoked');
      if (permissions && !manager) {
        return forbidden('Only owners and admins may change permissions');
      }
      if (status === 'active' && affiliation.status !== 'active' && !isTheAdviser) {
        return forbidden('Only the adviser may accept an affiliation');
      }
      if (status === 'pending' && affiliation.status !== 'pending') {
        return fail(409, 'An active affiliation cannot become pending again');
      }
      if (status === 'revoked' && !manager && !isTheAdviser) {
        return forbidden('Only owners, admins or the adviser may revoke');
      }
      const changed = affiliations.update(affiliation.id, {
        ...(status ? { status } : {}),
        ...(permissions ? { permissions } : {}),
      });
      return ok(toAffiliation(changed ?? affiliation));
    },
  ),

  route<typeof adviserEndpoints.deleteAffiliation, AffiliationParams>(
    accountUrl,
    adviserEndpoints.deleteAffiliation,
    inCompany(({ params, company, access }) => {
      if (!isManager(access)) return forbidden('Only owners and admins may remove advisers');
      const affiliation = affiliations.findById(params.affiliationId);
      if (!affiliation || affiliation.companyId !== company.id) {
        return fail(404, 'Affiliation not found');
      }
      affiliations.remove(affiliation.id);
      return noContent();
    }),
  ),

  route(accountUrl, adviserEndpoints.getPros, ({ request }) => {
    const country = new URL(request.url).searchParams.get('country')?.toUpperCase();
    const list = pros.all().filter((p) => !country || p.country === country);
    return ok([...list].sort((a, b) => a.name.localeCompare(b.name)));
  }),

  route<typeof adviserEndpoints.getPro, { country: string; code: string }>(
    accountUrl,
    adviserEndpoints.getPro,
    ({ params }) => {
      const pro = pros.findByCode(params.country, params.code);
      return pro ? ok(pro) : fail(404, 'Pro not found');
    },
  ),
];
